import Foundation

/// `ScrollView` at offset zero: the content is proposed `nil` (its ideal size) along the scroll axes and the
/// offer across them. The scroll view takes a finite offer whole, with its content at the top (leading) edge and
/// anything longer running on past its end, unclipped; offered nothing finite, it is as long as its whole content,
/// so a render shows all of it. Content narrower than the view across is centred, as in SwiftUI.
final class ScrollNode: WrapperNode {
    let axes: Axis.Set
    init(axes: Axis.Set, child: LayoutNode) { self.axes = axes; super.init(name: "ScrollView", child: child) }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                         height: axes.contains(.vertical) ? nil : p.height)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        // Content sized with containerRelativeFrame measures against what this scroll view is offered.
        let c = ContainerScope.$size.withValue(p) { child.sizeThatFits(childProposal(p)) }
        func across(_ offer: CGFloat?, _ content: CGFloat) -> CGFloat {
            offer.flatMap { $0.isFinite ? $0 : nil } ?? content
        }
        // Along a scroll axis a finite offer is taken whole, as SwiftUI's scroll view does: the content starts at
        // the top (leading) edge and what is longer runs on past the end. Without a finite offer the scroll view is
        // as long as its content, so a render shows all of it.
        return CGSize(
            width: across(p.width, c.width),
            height: across(p.height, c.height))
    }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let cp = childProposal(proposal)
        return ContainerScope.$size.withValue(proposal) { placeContent(in: rect, cp) }
    }
    private func placeContent(in rect: CGRect, _ cp: ProposedViewSize) -> PlacedView {
        let size = child.sizeThatFits(cp)
        let x = axes.contains(.horizontal) ? rect.minX : rect.minX + (rect.width - size.width) / 2
        let y = axes.contains(.vertical) ? rect.minY : rect.minY + (rect.height - size.height) / 2
        var placed = PlacedView(
            node: self, frame: rect,
            children: [child.place(in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: cp)])
        // Content longer than the scroll view is clipped at its ends along the scroll axes, as a scroll view clips
        // what is scrolled out of it; under a device's safe area the ends are the screen's (content scrolls under
        // the bars). Across the axes nothing is clipped.
        let overflows = (axes.contains(.vertical) && size.height > rect.height + 0.5)
            || (axes.contains(.horizontal) && size.width > rect.width + 0.5)
        if overflows {
            let ends = SafeAreaScope.extend(rect, edges: .all)
            let far: CGFloat = 1_000_000
            let clip = CGRect(
                x: axes.contains(.horizontal) ? ends.minX : -far, y: axes.contains(.vertical) ? ends.minY : -far,
                width: axes.contains(.horizontal) ? ends.width : 2 * far,
                height: axes.contains(.vertical) ? ends.height : 2 * far)
            placed.group = DisplayGroup(clips: [ClipPath(path: Path(clip))])
        }
        return placed
    }
    /// Guides along a scroll axis are those of the viewport the scroll view was offered,
    /// not of its whole content: in a shorter frame (`ScrollView { … }.frame(height: 300)`)
    /// the content then starts at the frame's top, as a scroll view at offset zero shows it.
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let scrolls = key.axis == .vertical ? axes.contains(.vertical) : axes.contains(.horizontal)
        guard scrolls, let offer = proposal(producing: size)[key.axis], offer.isFinite, offer < size[key.axis] else {
            return nil
        }
        var viewport = size
        viewport[key.axis] = offer
        return key.defaultValue(ViewDimensions(size: viewport))
    }

    // Scroll views have no layoutPriority or spacer-ness of their content's.
    override var layoutPriority: Double { ownPriority ?? 0 }
    override var isSpacer: Bool { false }
}
