import Foundation

/// The size of the nearest container for `containerRelativeFrame`: a scroll view
/// publishes what it is offered while its content is sized and placed.
enum ContainerScope {
    @TaskLocal static var size: ProposedViewSize?
}

/// `containerRelativeFrame`: a frame whose length along the chosen axes is a
/// function of the container's; the other axes pass the child's sizing through.
final class ContainerRelativeFrameNode: WrapperNode {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    init(axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat, child: LayoutNode) {
        self.axes = axes; self.alignment = alignment; self.length = length
        super.init(name: "containerRelativeFrame", child: child)
    }

    private func frameSize(_ p: ProposedViewSize) -> (width: CGFloat?, height: CGFloat?) {
        let container = ContainerScope.size ?? p
        func one(_ axis: Axis, _ set: Axis.Set) -> CGFloat? {
            guard axes.contains(set), let c = (container[axis] ?? p[axis]), c.isFinite else { return nil }
            let v = length(c, axis)
            return v.isFinite ? max(0, v) : nil
        }
        return (one(.horizontal, .horizontal), one(.vertical, .vertical))
    }
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let f = frameSize(p)
        return ProposedViewSize(width: f.width ?? p.width, height: f.height ?? p.height)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let f = frameSize(p)
        let c = child.sizeThatFits(childProposal(p))
        return CGSize(width: f.width ?? c.width, height: f.height ?? c.height)
    }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let cp = childProposal(proposal)
        let size = child.sizeThatFits(cp)
        let origin = alignedOrigin(of: child, size: size, in: rect, alignment: alignment)
        return PlacedView(
            node: self, frame: rect, children: [child.place(in: CGRect(origin: origin, size: size), proposal: cp)])
    }
}
