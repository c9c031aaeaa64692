import Foundation

extension View {
    /// Orders overlapping siblings: higher values draw later (on top), as SwiftUI's `zIndex`;
    /// equal values keep their order.
    nonisolated public func zIndex(_ value: Double) -> some View {
        nodeModifier { node in ZIndexNode(child: node, zIndex: value.isFinite ? value : 0) }
    }
}

/// Lays its child out unchanged and gives the placed view its drawing order among siblings.
final class ZIndexNode: WrapperNode {
    let zIndex: Double
    init(child: LayoutNode, zIndex: Double) {
        self.zIndex = zIndex
        super.init(name: "zIndex", child: child)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        var placed = PlacedView(node: self, frame: rect, children: [child.place(in: rect, proposal: proposal)])
        placed.zIndex = zIndex
        return placed
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        child.explicitAlignment(key, size: size)
    }
}
