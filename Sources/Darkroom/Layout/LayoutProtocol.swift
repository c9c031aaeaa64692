import Foundation

/// A type that defines the geometry of a collection of views, as in SwiftUI.
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`; use the layout like a stack:
/// `MyLayout { Text("A"); Text("B") }`. Bounds passed to `placeSubviews` are in
/// the render's root coordinates (SwiftUI's "parent's coordinate space"), so
/// place subviews relative to `bounds.origin`.
public protocol Layout {
    /// Properties of the layout: a stack orientation makes `Spacer`s inside grow along it.
    static var layoutProperties: LayoutProperties { get }
    /// Cached values shared between the layout's calls for one container.
    associatedtype Cache = Void
    /// The proxies of the container's subviews, as handed to each of the layout's methods.
    typealias Subviews = LayoutSubviews

    /// Creates the cache for a container with these subviews, once before the layout's first call.
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// Brings the cache up to date when the subviews change.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    /// The spacing preferences of the container as a whole.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    /// The size of the container for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Places each subview (call `place(at:anchor:proposal:)`); `bounds` has the size chosen above.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    /// The container's explicit horizontal guide, or nil for the merged guides of the subviews.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    /// The container's explicit vertical guide, or nil for the merged guides of the subviews.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Brings the cache up to date by making a new one with `makeCache(subviews:)`.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var s = ViewSpacing.zero
        for v in subviews { s.formUnion(v.spacing) }
        return subviews.isEmpty ? ViewSpacing() : s
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }

    /// Lays out `content` with this layout: `MyLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// Makes the empty cache of a layout that keeps none.
    public func makeCache(subviews: Self.Subviews) -> Cache { () }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable, Equatable {
    /// The axis along which the layout stacks its subviews, if any.
    public var stackOrientation: Axis?
    /// Creates properties with no stack orientation, those of a layout that does not stack.
    public init() {}
}

/// Layouts Darkroom implements with its own nodes (stacks), so `AnyLayout`
/// switching between them lays out exactly like the stack views.
protocol NodeBackedLayout {
    func makeNode(children: [LayoutNode]) -> LayoutNode
    var stackAxis: Axis? { get }
}

/// The view a `Layout` makes of its content.
nonisolated struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    var body: Never { primitiveBody("Layout") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        var inner = context
        let backed = layout as? NodeBackedLayout
        inner.stackAxis = backed.map { $0.stackAxis } ?? L.layoutProperties.stackOrientation
        let children = Resolver.children(of: content, inner)
        if let backed { return backed.makeNode(children: children) }
        return CustomLayoutNode(layout: layout, children: children)
    }
}
