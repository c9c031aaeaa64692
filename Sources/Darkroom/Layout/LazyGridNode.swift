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

    /// A run of items filling tracks, or a section header/footer spanning the grid.
    enum Segment { case items([LayoutNode]), full(LayoutNode) }
    let segments: [Segment]

    init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?, children: [LayoutNode]) {
        self.axis = axis; self.items = items; self.alignment = alignment
        self.lineSpacing = spacing ?? StackNode.defaultSpacing
        // Sections start new lines: header, their items, footer.
        var segments: [Segment] = []
        var run: [LayoutNode] = []
        var flat: [LayoutNode] = []
        func flush() { if !run.isEmpty { segments.append(.items(run)); run = [] } }
        for child in children {
            if let section = child as? ListSectionNode {
                flush()
                for h in section.header { segments.append(.full(h)) }
                if !section.rows.isEmpty { segments.append(.items(section.rows)) }
                for f in section.footer { segments.append(.full(f)) }
                flat += section.header + section.rows + section.footer
            } else {
                run.append(child); flat.append(child)
            }
        }
        flush()
        self.segments = segments
        self.children = flat
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
                let n = max(1, Int(saturating: ((lengths[i] + sp) / (max(lo, 0.0001) + sp)).rounded(.down)))
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

    /// One line across the grid: items in tracks, or a full-width header/footer.
    enum Line { case items([LayoutNode], thickness: CGFloat), full(LayoutNode, thickness: CGFloat) }

    private func fullProposal(_ contentCross: CGFloat) -> ProposedViewSize {
        var p = ProposedViewSize(width: nil, height: nil)
        p[cross] = contentCross
        return p
    }

    private func layout(_ p: ProposedViewSize) -> (tracks: [Track], lines: [Line], contentCross: CGFloat) {
        let tracks = tracks(crossProposal(p))
        guard !tracks.isEmpty else { return ([], [], 0) }
        var contentCross = tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacingAfter }
        if let offered = p[cross], offered.isFinite { contentCross = max(contentCross, offered) }
        var lines: [Line] = []
        for segment in segments {
            switch segment {
            case .full(let node):
                lines.append(.full(node, thickness: node.sizeThatFits(fullProposal(contentCross))[axis]))
            case .items(let nodes):
                var i = 0
                while i < nodes.count {
                    let chunk = Array(nodes[i..<min(nodes.count, i + tracks.count)])
                    var thick: CGFloat = 0
                    for (k, node) in chunk.enumerated() {
                        thick = max(thick, node.sizeThatFits(proposal(track: tracks[k], line: nil))[axis])
                    }
                    lines.append(.items(chunk, thickness: thick))
                    i += tracks.count
                }
            }
        }
        let trackCross = tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacingAfter }
        return (tracks, lines, trackCross)
    }

    private func thickness(_ line: Line) -> CGFloat {
        switch line { case .items(_, let t), .full(_, let t): t }
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let (_, lines, contentCross) = layout(p)
        let main = lines.reduce(0) { $0 + thickness($1) } + lineSpacing * CGFloat(max(0, lines.count - 1))
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
        let crossStart = axis == .vertical ? rect.minX : rect.minY
        let crossLength = axis == .vertical ? rect.width : rect.height
        for line in lines {
            let thick = thickness(line)
            switch line {
            case .full(let node, _):
                // Headers and footers span the grid, aligned by the grid's alignment.
                let fp = fullProposal(crossLength)
                let size = node.sizeThatFits(fp)
                let band = axis == .vertical
                    ? CGRect(x: crossStart, y: m, width: crossLength, height: thick)
                    : CGRect(x: m, y: crossStart, width: thick, height: crossLength)
                let origin = alignedOrigin(of: node, size: size, in: band, alignment: alignment)
                placed.append(node.place(in: CGRect(origin: origin, size: size), proposal: fp))
            case .items(let nodes, _):
                for (k, node) in nodes.enumerated() {
                    let track = tracks[k]
                    let prop = proposal(track: track, line: thick)
                    let size = node.sizeThatFits(proposal(track: track, line: nil))
                    let cell = axis == .vertical
                        ? CGRect(x: starts[k], y: m, width: track.length, height: thick)
                        : CGRect(x: m, y: starts[k], width: thick, height: track.length)
                    let origin = alignedOrigin(of: node, size: size, in: cell, alignment: track.alignment)
                    placed.append(node.place(in: CGRect(origin: origin, size: size), proposal: prop))
                }
            }
            m += thick + lineSpacing
        }
        return PlacedView(node: self, frame: rect, children: placed)
    }
}
