import Foundation

/// `ViewThatFits`: the first child whose ideal size, in the constrained axes,
/// fits the proposal; the last child if none does. The chosen child is then
/// proposed what the container was offered.
final class ViewThatFitsNode: LayoutNode {
    let axes: Axis.Set
    let children: [LayoutNode]
    init(axes: Axis.Set, children: [LayoutNode]) {
        self.axes = axes; self.children = children
        super.init(name: "ViewThatFits")
    }

    func choice(_ p: ProposedViewSize) -> LayoutNode? {
        guard let last = children.last else { return nil }
        for child in children.dropLast() {
            // Ideal along the constrained axes, the offer along the others.
            let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                                         height: axes.contains(.vertical) ? nil : p.height)
            let ideal = child.sizeThatFits(probe)
            let fitsH = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsV = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + 0.001 } ?? true
            if fitsH && fitsV { return child }
        }
        return last
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { choice(p)?.sizeThatFits(p) ?? .zero }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        guard let child = choice(proposal) else { return PlacedView(node: self, frame: rect) }
        return PlacedView(node: self, frame: rect, children: [child.place(in: rect, proposal: proposal)])
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        choice(proposal(producing: size))?.guide(key, size: size)
    }
}
