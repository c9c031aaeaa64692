import Foundation

/// Runs a user's `Layout`: sizes by asking it, places the subviews where its
/// `placeSubviews` put them. A subview it leaves unplaced is centred in the
/// container's bounds at its ideal size, as SwiftUI does.
final class CustomLayoutNode<L: Layout>: LayoutNode {
    let layout: L
    let children: [LayoutNode]
    private let recorder = PlacementRecorder()
    private lazy var subviews = LayoutSubviews(
        children.enumerated().map { LayoutSubview(node: $1, index: $0, recorder: recorder) })
    private lazy var cache: L.Cache = layout.makeCache(subviews: subviews)

    init(layout: L, children: [LayoutNode]) {
        self.layout = layout; self.children = children
        super.init(name: String(describing: L.self))
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let s = layout.sizeThatFits(proposal: p, subviews: subviews, cache: &cache)
        return CGSize(width: s.width.isFinite || s.width == .infinity ? s.width : 0,
                      height: s.height.isFinite || s.height == .infinity ? s.height : 0)
    }

    private func placements(in rect: CGRect, proposal: ProposedViewSize) -> [CGRect] {
        recorder.placements = [:]
        layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &cache)
        return children.indices.map { i in
            guard let p = recorder.placements[i] else {
                let size = children[i].sizeThatFits(.unspecified)
                return CGRect(
                    x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width,
                    height: size.height)
            }
            let size = children[i].sizeThatFits(p.proposal)
            return CGRect(x: p.point.x - p.anchor.x * size.width, y: p.point.y - p.anchor.y * size.height,
                          width: size.width, height: size.height)
        }
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let frames = placements(in: rect, proposal: proposal)
        let proposals = children.indices.map { recorder.placements[$0]?.proposal ?? .unspecified }
        let placed = children.indices.map { children[$0].place(in: frames[$0], proposal: proposals[$0]) }
        return PlacedView(node: self, frame: rect, children: placed)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        let p = proposal(producing: size)
        let own: CGFloat? =
            key.axis == .horizontal
            ? layout.explicitAlignment(
                of: HorizontalAlignment(key: key), in: bounds, proposal: p, subviews: subviews, cache: &cache)
            : layout.explicitAlignment(
                of: VerticalAlignment(key: key), in: bounds, proposal: p, subviews: subviews, cache: &cache)
        if let own { return own }
        // Merge the subviews' explicit guides where the layout put them.
        let frames = placements(in: bounds, proposal: p)
        let values = children.indices.compactMap { i in
            children[i].guide(key, size: frames[i].size).map {
                $0 + (key.axis == .horizontal ? frames[i].minX : frames[i].minY)
            }
        }
        return key.combine(values)
    }
}
