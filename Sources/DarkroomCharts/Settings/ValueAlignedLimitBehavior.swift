import Foundation

/// How many marks one swipe may scroll past; accepted and inert.
public struct ValueAlignedLimitBehavior: Sendable {
    /// The system's choice.
    public static let automatic = ValueAlignedLimitBehavior()
    /// Scrolls at most one page.
    public static let always = ValueAlignedLimitBehavior()
    /// No limit.
    public static let never = ValueAlignedLimitBehavior()
}
