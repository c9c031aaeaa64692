import Foundation

/// `background` and `overlay`: the decoration is proposed exactly the content's
/// size and aligned on it; the pair is as large as the content alone.
final class DecorationNode: WrapperNode {
    let decoration: LayoutNode
    let alignment: Alignment
    let isOverlay: Bool
    init(content: LayoutNode, decoration: LayoutNode, alignment: Alignment, isOverlay: Bool) {
        self.decoration = decoration; self.alignment = alignment; self.isOverlay = isOverlay
        super.init(name: isOverlay ? "overlay" : "background", child: content)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let content = child.place(in: rect, proposal: proposal)
        let dp = ProposedViewSize(rect.size)
        let size = decoration.sizeThatFits(dp)
        let origin = alignedOrigin(of: decoration, size: size, in: rect, alignment: alignment, containerNode: child)
        let deco = decoration.place(in: CGRect(origin: origin, size: size), proposal: dp)
        return PlacedView(node: self, frame: rect, children: isOverlay ? [content, deco] : [deco, content])
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        child.explicitAlignment(key, size: size)
    }
}

/// A node that composites its child as a group: opacity, clipping, shadow.
/// The group is built from the child's final frame (clip shapes need it).
final class EffectNode: WrapperNode {
    private let makeGroup: (CGRect) -> DisplayGroup
    init(name: String, child: LayoutNode, group: @escaping (CGRect) -> DisplayGroup) {
        self.makeGroup = group
        super.init(name: name, child: child)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        var placed = PlacedView(node: self, frame: rect, children: [child.place(in: rect, proposal: proposal)])
        placed.group = makeGroup(rect)
        return placed
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        child.explicitAlignment(key, size: size)
    }
}
