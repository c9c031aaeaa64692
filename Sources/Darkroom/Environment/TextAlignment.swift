import Foundation

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Lines align to the leading edge (the left, in a left-to-right layout).
    case leading
    /// Lines are centred.
    case center
    /// Lines align to the trailing edge (the right, in a left-to-right layout).
    case trailing
}

private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue: TextAlignment = .leading }

extension EnvironmentValues {
    /// How the lines of multiline text align with each other; `.leading` by default.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] } set { self[MultilineTextAlignmentKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the alignment of multi-line text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformEnvironment { $0.multilineTextAlignment = alignment }
    }
}
