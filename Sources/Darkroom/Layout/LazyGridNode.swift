import Foundation

/// `LazyVGrid` / `LazyHGrid`, laid out statically (a renderer shows every item).
///
/// Tracks across the growth axis come from the `GridItem`s, as objc.io's
/// reconstruction of SwiftUI describes: fixed tracks take their size; the
/// space left after them and all the spacing is handed to the other items in
/// order, each an even share clamped to its bounds; an adaptive item then holds
/// as many tracks of at least its minimum as fit. Items fill the tracks line by
/// line; a line is as thick as its thickest item, lines are `spacing` apart.
final class LazyGridNode: LayoutNode {
    let axis: Axis          // growth axis: vertical for LazyVGrid
    let items: [GridItem]
    let alignment: Alignment
    let lineSpacing: CGFloat
    let children: [LayoutNode]

    init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?, children: [LayoutNode]) {
        self.axis = axis; self.items = items; self.alignment = alignment
        self.lineSpacing = spacing ?? StackNode.defaultSpacing; self.children = children
        super.init(name: axis == .vertical ? "LazyVGrid" : "LazyHGrid")
    }

    struct Track { var length: CGFloat; var spacingAfter: CGFloat; var alignment: Alignment }

    private var cross: Axis { axis.other }

    func tracks(_ available: CGFloat?) -> [Track] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing ?? StackNode.defaultSpacing }
        var lengths = [CGFloat](repeating: 0, count: items.count)
        if let available, available.isFinite {
            var remaining = available - spacings.dropLast().reduce(0, +)
            for (i, item) in items.enumerated() { if case .fixed(let l) = item.size { lengths[i] = l; remaining -= l } }
            var count = items.filter { if case .fixed = $0.size { false } else { true } }.count
            for (i, item) in items.enumerated() {
                switch item.size {
                case .fixed: continue
                case .flexible(let lo, let hi), .adaptive(let lo, let hi):
                    let share = remaining / CGFloat(max(1, count))
                    let l: CGFloat
                    if case .adaptive = item.size { l = max(lo, share) } else { l = min(hi, max(lo, share)) }
                    lengths[i] = l; remaining -= l; count -= 1
                }
            }
        } else {
            // No width offered: flexible and adaptive items are as long as the longest child's ideal, within bounds.
            let ideal = children.map { $0.sizeThatFits(.unspecified)[cross] }.max() ?? 0
            for (i, item) in items.enumerated() {
                switch item.size {
                case .fixed(let l): lengths[i] = l
                case .flexible(let lo, let hi), .adaptive(let lo, let hi): lengths[i] = min(hi, max(lo, ideal))
                }
            }
        }
        var result: [Track] = []
        for (i, item) in items.enumerated() {
            let a = item.alignment ?? .center
            if case .adaptive(let lo, let hi) = item.size {
                let sp = spacings[i]
                let n = max(1, Int(((lengths[i] + sp) / (max(lo, 0.0001) + sp)).rounded(.down)))
                let each = min(hi, (lengths[i] - sp * CGFloat(n - 1)) / CGFloat(n))
                for k in 0..<n {
                    result.append(Track(length: each, spacingAfter: k == n - 1 ? spacings[i] : sp, alignment: a))
                }
            } else {
                result.append(Track(length: lengths[i], spacingAfter: spacings[i], alignment: a))
            }
        }
        return result
    }

    private func crossProposal(_ p: ProposedViewSize) -> CGFloat? { p[cross] }

    private func proposal(track: Track, line: CGFloat?) -> ProposedViewSize {
        var p = ProposedViewSize(width: nil, height: nil)
        p[cross] = track.length; p[axis] = line
        return p
    }

    private func layout(_ p: ProposedViewSize) -> (tracks: [Track], lines: [CGFloat], contentCross: CGFloat) {
        let tracks = tracks(crossProposal(p))
        guard !tracks.isEmpty else { return ([], [], 0) }
        var lines: [CGFloat] = []
        var i = 0
        while i < children.count {
            var thick: CGFloat = 0
            for (k, track) in tracks.enumerated() where i + k < children.count {
                thick = max(thick, children[i + k].sizeThatFits(proposal(track: track, line: nil))[axis])
            }
            lines.append(thick)
            i += tracks.count
        }
        let contentCross = tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacingAfter }
        return (tracks, lines, contentCross)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let (_, lines, contentCross) = layout(p)
        let main = lines.reduce(0, +) + lineSpacing * CGFloat(max(0, lines.count - 1))
        let crossLength = p[cross].flatMap { $0.isFinite ? $0 : nil } ?? contentCross
        return CGSize(axis: axis, main: main, cross: crossLength)
    }

    override func place(in rect: CGRect, proposal p: ProposedViewSize) -> PlacedView {
        let (tracks, lines, contentCross) = layout(p)
        guard !tracks.isEmpty else { return PlacedView(node: self, frame: rect) }
        // The block of tracks is aligned inside the grid's own length across.
        let crossAlign: CGFloat = axis == .vertical
            ? ViewDimensions(size: CGSize(width: rect.width - contentCross, height: 0))[alignment.horizontal]
            : ViewDimensions(size: CGSize(width: 0, height: rect.height - contentCross))[alignment.vertical]
        var starts: [CGFloat] = []
        var c = (axis == .vertical ? rect.minX : rect.minY) + crossAlign
        for t in tracks { starts.append(c); c += t.length + t.spacingAfter }
        var placed: [PlacedView] = []
        var m = axis == .vertical ? rect.minY : rect.minX
        for (line, thick) in lines.enumerated() {
            for (k, track) in tracks.enumerated() {
                let i = line * tracks.count + k
                guard i < children.count else { break }
                let prop = proposal(track: track, line: thick)
                let size = children[i].sizeThatFits(proposal(track: track, line: nil))
                let cell = axis == .vertical
                    ? CGRect(x: starts[k], y: m, width: track.length, height: thick)
                    : CGRect(x: m, y: starts[k], width: thick, height: track.length)
                let origin = alignedOrigin(of: children[i], size: size, in: cell, alignment: track.alignment)
                placed.append(children[i].place(in: CGRect(origin: origin, size: size), proposal: prop))
            }
            m += thick + lineSpacing
        }
        return PlacedView(node: self, frame: rect, children: placed)
    }
}
