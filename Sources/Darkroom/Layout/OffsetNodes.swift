import Foundation

/// `offset(x:y:)`: draws the child displaced; its parent lays it out where it
/// was (the offset changes no one's size or position but its own drawing).
final class OffsetNode: WrapperNode {
    let offset: CGSize
    init(offset: CGSize, child: LayoutNode) {
        self.offset = CGSize(
            width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        super.init(name: "offset", child: child)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let moved = rect.offsetBy(dx: offset.width, dy: offset.height)
        return PlacedView(node: self, frame: moved, children: [child.place(in: moved, proposal: proposal)])
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { child.guide(key, size: size) }
}

/// `position(x:y:)`: takes the whole proposal (10 points where a dimension is
/// unspecified, SwiftUI's default) and centres the child on the point, in its
/// own coordinates. The child gets the same proposal the position view got.
final class PositionNode: WrapperNode {
    let point: CGPoint
    init(point: CGPoint, child: LayoutNode) {
        self.point = CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
        super.init(name: "position", child: child)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let size = child.sizeThatFits(proposal)
        let origin = CGPoint(x: rect.minX + point.x - size.width / 2, y: rect.minY + point.y - size.height / 2)
        return PlacedView(
            node: self, frame: rect, children: [child.place(in: CGRect(origin: origin, size: size), proposal: proposal)]
        )
    }
}
