import Foundation

/// How a scroll view bounces (accepted).
public struct ScrollBounceBehavior: Equatable, Sendable {
    let raw: Int
    /// The platform's choice.
    public static let automatic = ScrollBounceBehavior(raw: 0)
    /// Always bounces.
    public static let always = ScrollBounceBehavior(raw: 1)
    /// Bounces only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior(raw: 2)
}
