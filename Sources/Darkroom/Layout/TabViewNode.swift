import Foundation

/// A `TabView` with its tab bar: the selected tab's content above the bar, seeing the bar as a safe-area inset
/// at the bottom (its list background runs on under the bar and the home indicator); the bar drawn last, with
/// its material only when the content reaches under it.
final class TabViewNode: LayoutNode {
    let content: LayoutNode
    let bar: LayoutNode
    let backgroundBar: LayoutNode

    init(content: LayoutNode, bar: LayoutNode, backgroundBar: LayoutNode) {
        self.content = content; self.bar = bar; self.backgroundBar = backgroundBar
        super.init(name: "TabView")
        ownLayoutValues = content.ownLayoutValues
    }

    private func barHeight(width: CGFloat?) -> CGFloat {
        bar.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let width = p.width.flatMap { $0.isFinite ? $0 : nil }
        let h = barHeight(width: width)
        let c = content.sizeThatFits(ProposedViewSize(width: width, height: p.height.map { max(0, $0 - h) }))
        return CGSize(width: width ?? c.width, height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? c.height + h)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let h = barHeight(width: rect.width)
        let area = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, rect.height - h))
        let cp = ProposedViewSize(area.size)
        let s = content.sizeThatFits(cp)
        let frame = CGRect(origin: alignedOrigin(of: content, size: s, in: area, alignment: .center), size: s)
        let scope = SafeAreaScope.inset(EdgeInsets(top: 0, leading: 0, bottom: h, trailing: 0), container: rect)
        let placed = SafeAreaScope.$current.withValue(scope) { content.place(in: frame, proposal: cp) }
        let under = placed.frame.maxY > area.maxY + 0.5
        let barRect = CGRect(x: rect.minX, y: area.maxY, width: rect.width, height: h)
        let shown = under ? backgroundBar : bar
        return PlacedView(node: self, frame: rect,
                          children: [placed, shown.place(in: barRect, proposal: ProposedViewSize(width: rect.width,
                                                                                               height: nil))])
    }
}
