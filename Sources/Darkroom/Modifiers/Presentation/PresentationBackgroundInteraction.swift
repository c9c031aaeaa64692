import Foundation

/// Whether the view behind a sheet takes input.
nonisolated public struct PresentationBackgroundInteraction: Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = PresentationBackgroundInteraction(kind: 0)
    /// The view behind takes input.
    public static let enabled = PresentationBackgroundInteraction(kind: 1)
    /// The view behind takes no input.
    public static let disabled = PresentationBackgroundInteraction(kind: 2)
}
