import Foundation

/// Where a scroll view comes to rest, as SwiftUI's `ScrollTargetBehavior`. A picture does not
/// scroll, so Darkroom never asks a behaviour; `updateTarget` is complete for code that does.
public protocol ScrollTargetBehavior {
    /// Moves `target`, where a scroll gesture would come to rest, to where this behaviour rests.
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
    /// What `updateTarget` is told about the scroll.
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// Scrolling that rests on page boundaries: multiples of the container's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Paging behaviour.
    public init() {}
    /// Moves the target to the page boundary nearest to it along the scrolled axes.
    public func updateTarget(_ target: inout ScrollTarget, context: PagingScrollTargetBehavior.TargetContext) {
        func page(_ v: CGFloat, _ size: CGFloat) -> CGFloat { size > 0 ? (v / size).rounded() * size : v }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = page(target.rect.minX, context.containerSize.width)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = page(target.rect.minY, context.containerSize.height)
        }
    }
}

/// Scrolling that rests with a view of the target layout aligned to the edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one gesture may scroll.
    public struct LimitBehavior: Sendable {
        let kind: Int
        /// As the platform decides (one view in compact size classes).
        public static var automatic: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior(kind: 0) }
        /// At most one view.
        public static var always: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior(kind: 1) }
        /// Any distance.
        public static var never: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior(kind: 2) }
    }
    let limitBehavior: LimitBehavior
    /// View-aligned behaviour, limited as `limitBehavior` says.
    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }
    /// Leaves the target as it is: the target views' frames are not known outside a scrolling view.
    public func updateTarget(_ target: inout ScrollTarget, context: ViewAlignedScrollTargetBehavior.TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on page boundaries.
    public static var paging: PagingScrollTargetBehavior { .init() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view aligned to the edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    /// Rests with a view aligned to the edge, limited as `limitBehavior` says.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        .init(limitBehavior: limitBehavior)
    }
}
