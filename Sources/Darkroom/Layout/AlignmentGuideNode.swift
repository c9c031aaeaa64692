import Foundation

/// `alignmentGuide(_:computeValue:)`: overrides one explicit guide of its child,
/// computed from the child's dimensions; every other guide passes through.
final class AlignmentGuideNode: WrapperNode {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    init(key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat, child: LayoutNode) {
        self.key = key; self.compute = compute
        super.init(name: "alignmentGuide", child: child)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        PlacedView(node: self, frame: rect, children: [child.place(in: rect, proposal: proposal)])
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard key == self.key else { return child.guide(key, size: size) }
        let v = compute(child.dimensions(size))
        return v.isFinite ? v : nil
    }
}
