import Foundation

/// A direction in which content flows.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Content flows from left to right, as in English; the default.
    case leftToRight
    /// Content flows from right to left, as in Arabic and Hebrew.
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue: LayoutDirection = .leftToRight }

extension EnvironmentValues {
    /// The direction content flows in, `.leftToRight` by default; `.rightToLeft` mirrors the layout and sets
    /// text in right-to-left paragraphs.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue }
    }
}
