import Foundation

/// Where a scroll view comes to rest (accepted: a picture does not scroll).
public protocol ScrollTargetBehavior {}
/// Scrolling that rests on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Paging behaviour.
    public init() {}
}
/// Scrolling that rests with a view of the target layout aligned to the edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// View-aligned behaviour.
    public init() {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on page boundaries.
    public static var paging: PagingScrollTargetBehavior { .init() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view aligned to the edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
}
