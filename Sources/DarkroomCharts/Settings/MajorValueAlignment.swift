import Foundation

/// How value-aligned scrolling snaps to major values on a swipe; accepted and inert.
public struct MajorValueAlignment<T>: Sendable {
    /// Snaps a page at a time.
    public static var page: MajorValueAlignment { MajorValueAlignment() }
    /// Snaps to dates matching `components`.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment where T == Date {
        MajorValueAlignment()
    }
    /// Snaps to multiples of `unit`.
    public static func unit(_ unit: T) -> MajorValueAlignment { MajorValueAlignment() }
}
