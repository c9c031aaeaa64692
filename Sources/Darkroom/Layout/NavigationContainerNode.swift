import Foundation

/// A navigation container with bars: the navigation bar on top, a bottom toolbar at the bottom, the content
/// between them. The content is proposed what the bars leave, centred there, and sees the bars as safe-area
/// insets: a list's background or a view ignoring the safe area runs on under the bars to the screen's edges,
/// while the bars, drawn last, sit over it. Offered no height, the container is as tall as its parts.
final class NavigationContainerNode: LayoutNode {
    let content: LayoutNode
    /// The navigation bar for a narrow screen (16-point margins) and a wide one (20), chosen by the width laid out.
    let bars: (narrow: LayoutNode?, wide: LayoutNode?)
    let bottomBars: (narrow: LayoutNode?, wide: LayoutNode?)

    init(content: LayoutNode, bars: (LayoutNode?, LayoutNode?), bottomBars: (LayoutNode?, LayoutNode?)) {
        self.content = content; self.bars = bars; self.bottomBars = bottomBars
        super.init(name: "NavigationStack")
    }

    private func pick(_ pair: (narrow: LayoutNode?, wide: LayoutNode?), width: CGFloat) -> LayoutNode? {
        GroupedListNode.margin(width: width) > 16 ? pair.wide : pair.narrow
    }

    private struct Parts {
        var bar: LayoutNode?, bottom: LayoutNode?
        var barHeight: CGFloat, bottomHeight: CGFloat
        var contentProposal: ProposedViewSize
    }

    private func parts(_ p: ProposedViewSize) -> Parts {
        let width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? content.sizeThatFits(
            ProposedViewSize(width: nil, height: p.height)).width
        let bar = pick(bars, width: width), bottom = pick(bottomBars, width: width)
        let across = ProposedViewSize(width: width, height: nil)
        let barHeight = bar?.sizeThatFits(across).height ?? 0
        let bottomHeight = bottom?.sizeThatFits(across).height ?? 0
        let height = p.height.map { $0.isFinite ? max(0, $0 - barHeight - bottomHeight) : $0 }
        return Parts(bar: bar, bottom: bottom, barHeight: barHeight, bottomHeight: bottomHeight,
                     contentProposal: ProposedViewSize(width: width, height: height))
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let parts = parts(p)
        let c = content.sizeThatFits(parts.contentProposal)
        let width = parts.contentProposal.width ?? c.width
        let height = p.height.flatMap { $0.isFinite ? $0 : nil } ?? parts.barHeight + c.height + parts.bottomHeight
        return CGSize(width: width, height: height)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let parts = parts(ProposedViewSize(rect.size))
        let area = CGRect(x: rect.minX, y: rect.minY + parts.barHeight, width: rect.width,
                          height: max(0, rect.height - parts.barHeight - parts.bottomHeight))
        let cp = ProposedViewSize(area.size)
        let s = content.sizeThatFits(cp)
        let frame = CGRect(origin: alignedOrigin(of: content, size: s, in: area, alignment: .center), size: s)
        let scope = SafeAreaScope.inset(
            EdgeInsets(top: parts.barHeight, leading: 0, bottom: parts.bottomHeight, trailing: 0), container: rect)
        var children = [SafeAreaScope.$current.withValue(scope) { content.place(in: frame, proposal: cp) }]
        let across = ProposedViewSize(width: rect.width, height: nil)
        if let bar = parts.bar {
            children.append(bar.place(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width,
                                                 height: parts.barHeight), proposal: across))
        }
        if let bottom = parts.bottom {
            children.append(bottom.place(in: CGRect(x: rect.minX, y: rect.maxY - parts.bottomHeight,
                                                    width: rect.width, height: parts.bottomHeight), proposal: across))
        }
        return PlacedView(node: self, frame: rect, children: children)
    }
}
