import Foundation

/// Frames of the named coordinate spaces enclosing the view being placed, in
/// root coordinates. Placement runs top-down on one thread, so a task-local
/// scope carries them to the `GeometryReader`s inside.
enum PlacementScope {
    @TaskLocal static var namedSpaces = NamedSpaces()
}

/// Named frames (root coordinates). Names are hashable values (in practice
/// strings), read only on the placing thread, hence the unchecked conformance.
struct NamedSpaces: @unchecked Sendable {
    var frames: [AnyHashable: CGRect] = [:]
}

/// `coordinateSpace(name:)`: publishes its frame under a name while its subtree is placed.
final class CoordinateSpaceNode: WrapperNode {
    let spaceName: AnyHashable
    init(name: AnyHashable, child: LayoutNode) {
        self.spaceName = name; super.init(name: "coordinateSpace", child: child)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        var spaces = PlacementScope.namedSpaces
        spaces.frames[spaceName] = rect
        let placed = PlacementScope.$namedSpaces.withValue(spaces) { child.place(in: rect, proposal: proposal) }
        return PlacedView(node: self, frame: rect, children: [placed])
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { child.guide(key, size: size) }
}

/// A `GeometryReader`: takes the whole proposal (10 points where a dimension is
/// unspecified), then builds its content from a proxy of its final frame and
/// places it at its top-leading corner, proposing its own size.
final class GeometryReaderNode: LayoutNode {
    let context: ResolveContext
    let content: (GeometryProxy) -> [LayoutNode]
    init(context: ResolveContext, content: @escaping (GeometryProxy) -> [LayoutNode]) {
        self.context = context; self.content = content
        super.init(name: "GeometryReader")
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let proxy = GeometryProxy(size: rect.size, globalFrame: rect, namedSpaces: PlacementScope.namedSpaces)
        let children = content(proxy)
        let node: LayoutNode =
            children.count == 1 ? children[0] : ZStackNode(alignment: .topLeading, children: children)
        let p = ProposedViewSize(rect.size)
        let size = node.sizeThatFits(p)
        return PlacedView(
            node: self, frame: rect, children: [node.place(in: CGRect(origin: rect.origin, size: size), proposal: p)])
    }
}
