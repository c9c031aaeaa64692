import Foundation

/// A type-erased layout: switch between layouts (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`).
public struct AnyLayout: Layout, NodeBackedLayout {
    /// The erased layout's cache.
    public struct Cache { var value: Any }
    private let box: any Layout
    /// Creates a type-erased layout that lays out like `layout` (an `AnyLayout` is unwrapped, not nested).
    public init<L: Layout>(_ layout: L) { box = (layout as? AnyLayout)?.box ?? layout }

    var stackAxis: Axis? {
        if let backed = box as? NodeBackedLayout { return backed.stackAxis }
        return type(of: box).layoutProperties.stackOrientation
    }
    func makeNode(children: [LayoutNode]) -> LayoutNode {
        if let backed = box as? NodeBackedLayout { return backed.makeNode(children: children) }
        func open<L: Layout>(_ l: L) -> LayoutNode { CustomLayoutNode(layout: l, children: children) }
        return open(box)
    }
    /// Makes the erased layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        func open<L: Layout>(_ l: L) -> Cache { Cache(value: l.makeCache(subviews: subviews)) }
        return open(box)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func open<L: Layout>(_ l: L) -> CGSize {
            var c = cache.value as? L.Cache ?? l.makeCache(subviews: subviews)
            defer { cache.value = c }
            return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        return open(box)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func open<L: Layout>(_ l: L) {
            var c = cache.value as? L.Cache ?? l.makeCache(subviews: subviews)
            l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            cache.value = c
        }
        open(box)
    }
}
