import Foundation

/// The visibility of scroll indicators (accepted: a picture shows none).
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let raw: Int
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(raw: 0)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(raw: 1)
    /// Hidden unless the platform insists.
    public static let hidden = ScrollIndicatorVisibility(raw: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(raw: 3)
}
