import Foundation

/// `visualEffect(_:)`: lays the view out as it is (an effect never changes layout), then, once its frame
/// is known, draws the view with the effect's modifiers applied. `effected` resolves the modified view
/// for a proxy of the final frame; nil means the effect changes nothing.
final class VisualEffectNode: WrapperNode {
    let effected: (GeometryProxy) -> LayoutNode?
    init(child: LayoutNode, effected: @escaping (GeometryProxy) -> LayoutNode?) {
        self.effected = effected
        super.init(name: "visualEffect", child: child)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let proxy = GeometryProxy(size: rect.size, globalFrame: rect, namedSpaces: PlacementScope.namedSpaces)
        guard let node = effected(proxy) else {
            return PlacedView(node: self, frame: rect, children: [child.place(in: rect, proposal: proposal)])
        }
        _ = node.sizeThatFits(proposal)
        return PlacedView(node: self, frame: rect, children: [node.place(in: rect, proposal: proposal)])
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { child.guide(key, size: size) }
}
