import Foundation

/// A horizontal stack as a `Layout` value (for `AnyLayout` and custom composition).
public struct HStackLayout: Layout, NodeBackedLayout, Sendable {
    /// How the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for each pair's default spacing.
    public var spacing: CGFloat?
    /// Creates a horizontal stack layout with the given alignment and spacing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties(); p.stackOrientation = .horizontal; return p
    }
    var stackAxis: Axis? { .horizontal }
    func makeNode(children: [LayoutNode]) -> LayoutNode {
        StackNode(axis: .horizontal, alignment: alignment, spacing: spacing, children: children)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        makeNode(children: subviews.map(\.node)).sizeThatFits(proposal)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeLikeNode(makeNode(children: subviews.map(\.node)), in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// A vertical stack as a `Layout` value.
public struct VStackLayout: Layout, NodeBackedLayout, Sendable {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for each pair's default spacing.
    public var spacing: CGFloat?
    /// Creates a vertical stack layout with the given alignment and spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties(); p.stackOrientation = .vertical; return p
    }
    var stackAxis: Axis? { .vertical }
    func makeNode(children: [LayoutNode]) -> LayoutNode {
        StackNode(axis: .vertical, alignment: alignment, spacing: spacing, children: children)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        makeNode(children: subviews.map(\.node)).sizeThatFits(proposal)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeLikeNode(makeNode(children: subviews.map(\.node)), in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// An overlaying stack as a `Layout` value.
public struct ZStackLayout: Layout, NodeBackedLayout, Sendable {
    /// How the subviews line up in both dimensions.
    public var alignment: Alignment
    /// Creates an overlaying stack layout with the given alignment.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    var stackAxis: Axis? { nil }
    func makeNode(children: [LayoutNode]) -> LayoutNode { ZStackNode(alignment: alignment, children: children) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        makeNode(children: subviews.map(\.node)).sizeThatFits(proposal)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeLikeNode(makeNode(children: subviews.map(\.node)), in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// Places subviews where a built-in node would (used when a stack layout is
/// called from inside another custom layout).
private func placeLikeNode(_ node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews)
{
    let placed = node.place(in: bounds, proposal: proposal)
    for (subview, p) in zip(subviews, placed.children) {
        subview.place(at: p.frame.origin, anchor: .topLeading, proposal: ProposedViewSize(p.frame.size))
    }
}
