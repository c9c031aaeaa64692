import Foundation

/// How prominent a section header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// The default header: footnote size, upper-cased, secondary colour.
    case standard
    /// A larger header: title 3 in semibold, in the primary colour, not upper-cased (iOS 15 and later).
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue: Prominence = .standard }

extension EnvironmentValues {
    /// The prominence of section headers; `headerProminence(_:)` sets it.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the prominence of section headers in this view.
    public func headerProminence(_ prominence: Prominence) -> some View {
        transformEnvironment { $0.headerProminence = prominence }
    }
}
