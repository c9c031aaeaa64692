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

/// A key for a value a view hands its layout container (`layoutValue(key:value:)`).
public protocol LayoutValueKey {
    /// The type of the value the key carries.
    associatedtype Value
    /// The value a subview reports for the key where it has not set one.
    static var defaultValue: Self.Value { get }
}

nonisolated extension View {
    /// Associates a value with this view for a custom layout container to read.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        nodeModifier { node, _ in
            node.ownLayoutValues[ObjectIdentifier(key)] = value
            return node
        }
    }
}

/// The preferred spacing around a view: 8 points on every edge for ordinary
/// views, none around a `Spacer` (its own length is the gap).
public struct ViewSpacing: Sendable, Equatable {
    var edges: [CGFloat]  // top, leading, bottom, trailing
    /// No spacing on any edge.
    public static let zero = ViewSpacing(edges: [0, 0, 0, 0])
    /// The spacing of an ordinary view: 8 points on every edge.
    public init() { edges = [8, 8, 8, 8] }
    init(edges: [CGFloat]) { self.edges = edges }

    private static func index(_ e: Edge) -> Int {
        switch e { case .top: 0; case .leading: 1; case .bottom: 2; case .trailing: 3 }
    }
    /// Merges another view's preferences on the given edges (the larger wins).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for e in Edge.allCases where edges.contains(Edge.Set(e)) {
            let i = Self.index(e)
            self.edges[i] = max(self.edges[i], other.edges[i])
        }
    }
    /// This spacing merged with another view's on the given edges (the larger wins), as a new value.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self; s.formUnion(other, edges: edges); return s
    }
    /// The distance from this view to `next`, which follows it along `axis`.
    /// A view that wants no spacing (a `Spacer`) gets none on either side.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let a = axis == .horizontal ? edges[3] : edges[2]
        let b = axis == .horizontal ? next.edges[1] : next.edges[0]
        return min(a, b) == 0 ? 0 : max(a, b)
    }
}

/// Where a subview was told to go.
final class PlacementRecorder {
    var placements: [Int: (point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = [:]
}

/// A proxy for one subview of a custom layout.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let recorder: PlacementRecorder

    public static func == (l: LayoutSubview, r: LayoutSubview) -> Bool { l.node === r.node }

    /// The size the subview chooses for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }
    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(node.sizeThatFits(proposal))
    }
    /// The subview's `layoutPriority`.
    public var priority: Double { node.layoutPriority }
    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.isSpacer ? .zero : ViewSpacing() }
    /// The value the subview set for a `LayoutValueKey`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.layoutValue(ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }
    /// Places the subview: `anchor` of the subview (a unit point of its size) goes at `position`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        recorder.placements[index] = (position, anchor, proposal)
    }
}

/// The subviews of a custom layout, as a collection of proxies.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    let storage: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    init(_ storage: [LayoutSubview]) { self.storage = storage; startIndex = 0; endIndex = storage.count }
    init(storage: [LayoutSubview], range: Range<Int>) {
        self.storage = storage; startIndex = range.lowerBound; endIndex = range.upperBound
    }

    public subscript(position: Int) -> LayoutSubview { storage[position] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(storage: storage, range: bounds) }
    public static func == (l: LayoutSubviews, r: LayoutSubviews) -> Bool { Array(l) == Array(r) }
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
