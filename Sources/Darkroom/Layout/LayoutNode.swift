import Foundation

/// A resolved view: what the layout engine proposes sizes to and places.
///
/// Nodes live for one render. They cache their answers per proposal because
/// stacks ask each child several times (ideal, minimum, maximum, final).
class LayoutNode {
    let name: String
    /// Set by `.accessibilityIdentifier(_:)`; lets tests and tools find a view's frame.
    var identifier: String?
    var ownPriority: Double?
    /// Values set with `layoutValue(key:value:)` and the grid/tag modifiers, keyed by key type.
    var ownLayoutValues: [ObjectIdentifier: Any] = [:]
    private var cachedProposals: [ProposedViewSize] = []
    private var cachedSizes: [CGSize] = []

    init(name: String) { self.name = name }

    /// The priority stacks use to share space; wrappers pass their child's on.
    var layoutPriority: Double { ownPriority ?? 0 }
    /// Spacers ask for no spacing next to them: their own length is the gap.
    var isSpacer: Bool { false }
    /// What the node is for SwiftUI's default spacing between stack neighbours (`DefaultSpacing`).
    var spacingKind: SpacingKind { .other }
    /// A value a container reads from this child (`LayoutValueKey`s); wrappers pass their child's on.
    func layoutValue(_ key: ObjectIdentifier) -> Any? { ownLayoutValues[key] }

    /// The size this node chooses for a proposal. Proposals are sanitised first:
    /// NaN and negative lengths count as 0.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let p = ProposedViewSize(width: proposal.width.map(Self.sanitize), height: proposal.height.map(Self.sanitize))
        if let i = cachedProposals.firstIndex(of: p) { return cachedSizes[i] }
        let size = computeSize(p)
        if cachedProposals.count >= 8 { cachedProposals.removeFirst(); cachedSizes.removeFirst() }
        cachedProposals.append(p)
        cachedSizes.append(size)
        return size
    }

    private static func sanitize(_ v: CGFloat) -> CGFloat { v.isNaN || v < 0 ? 0 : v }

    /// The proposal that produced `size` (the latest one), or the size itself as a
    /// proposal. Guides are computed for the layout the view actually has: asking
    /// children again with fresh proposals would redo their layout at every level.
    final func proposal(producing size: CGSize) -> ProposedViewSize {
        if let i = cachedSizes.lastIndex(of: size) { return cachedProposals[i] }
        return ProposedViewSize(size)
    }

    /// Subclasses compute their size here.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places the node at `rect` (root coordinates), its size as chosen for `proposal`.
    func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        PlacedView(node: self, frame: rect)
    }

    /// Explicit alignment guide values (text baselines, `alignmentGuide`), in the node's coordinates.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }

    /// `explicitAlignment`, remembered per guide and size: containers ask for their
    /// children's guides from every nested level, which would otherwise grow
    /// exponentially with depth.
    final func guide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let k = GuideCacheKey(key: key, width: size.width, height: size.height)
        if let hit = cachedGuides[k] { return hit }
        let v = explicitAlignment(key, size: size)
        cachedGuides[k] = .some(v)
        return v
    }
    private var cachedGuides: [GuideCacheKey: CGFloat?] = [:]

    final func dimensions(_ size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [unowned self] key in self.guide(key, size: size) }
    }
}

private struct GuideCacheKey: Hashable {
    let key: AlignmentKey
    let width: CGFloat, height: CGFloat
}

/// A node that lays out one child, adding something of its own.
class WrapperNode: LayoutNode {
    let child: LayoutNode
    init(name: String, child: LayoutNode) { self.child = child; super.init(name: name) }
    override var layoutPriority: Double { ownPriority ?? child.layoutPriority }
    override var isSpacer: Bool { child.isSpacer }
    override func layoutValue(_ key: ObjectIdentifier) -> Any? { ownLayoutValues[key] ?? child.layoutValue(key) }
}

/// Places a child aligned inside a rectangle: `alignment`'s guide of the child
/// lines up with the same guide of the container.
func alignedOrigin(of child: LayoutNode, size: CGSize, in container: CGRect, alignment: Alignment,
                   containerNode: LayoutNode? = nil) -> CGPoint {
    let cd = child.dimensions(size)
    let outer = containerNode?.dimensions(container.size) ?? ViewDimensions(size: container.size)
    let x = container.minX + outer[alignment.horizontal] - cd[alignment.horizontal]
    let y = container.minY + outer[alignment.vertical] - cd[alignment.vertical]
    return CGPoint(x: x, y: y)
}
