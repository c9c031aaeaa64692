import Foundation

/// Which kinds of views stay pinned to a scroll view's bounds (accepted; a static render has nothing to pin).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Pins section headers to the scroll view's edge while their section scrolls (accepted, not drawn pinned).
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Pins section footers to the scroll view's edge while their section scrolls (accepted, not drawn pinned).
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
