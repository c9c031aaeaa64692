import Foundation

/// A grid as a `Layout` value, as SwiftUI's `GridLayout` (for `AnyLayout` and composition): lays out its rows
/// exactly as `Grid` does, with the same node.
public struct GridLayout: Layout, NodeBackedLayout, Sendable {
    /// How each cell aligns its view.
    public var alignment: Alignment
    /// The distance between columns, or `nil` for the default 8 points.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or `nil` for the default 8 points.
    public var verticalSpacing: CGFloat?

    /// The grid layout's cache: none is kept between calls (the grid node measures its rows each time).
    public struct Cache: Sendable {}

    /// A grid layout with the given alignment and spacing.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var stackAxis: Axis? { nil }
    func makeNode(children: [LayoutNode]) -> LayoutNode {
        GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                 children: children)
    }

    /// Makes the (empty) cache.
    public func makeCache(subviews: GridLayout.Subviews) -> GridLayout.Cache { Cache() }
    /// Nothing to update: the cache is empty.
    public func updateCache(_ cache: inout GridLayout.Cache, subviews: GridLayout.Subviews) {}
    /// The merged spacing preferences of the rows.
    public func spacing(subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return subviews.isEmpty ? ViewSpacing() : spacing
    }
    /// The grid's size for `proposal`, as `Grid` measures it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: GridLayout.Subviews,
                             cache: inout GridLayout.Cache) -> CGSize {
        makeNode(children: subviews.map(\.node)).sizeThatFits(proposal)
    }
    /// Places the rows where `Grid` places them.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: GridLayout.Subviews,
                              cache: inout GridLayout.Cache) {
        let placed = makeNode(children: subviews.map(\.node)).place(in: bounds, proposal: proposal)
        for (subview, child) in zip(subviews, placed.children) {
            subview.place(at: child.frame.origin, anchor: .topLeading, proposal: ProposedViewSize(child.frame.size))
        }
    }
    /// No guide of its own: the subviews' guides merged.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> CGFloat? { nil }
    /// No guide of its own: the subviews' guides merged.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> CGFloat? { nil }
}
