import Foundation

/// `HStack` / `VStack` layout, following SwiftUI's proposal rules:
///
/// 1. Spacing between neighbours is subtracted from the proposal first
///    (8 points by default; none next to a `Spacer`, whose length is the gap).
/// 2. Children are served in groups of descending `layoutPriority`; a group may
///    use what is left after reserving the minimum sizes of all lower groups.
/// 3. Within a group, the least flexible child (max − min along the axis) is
///    proposed first, each child getting an even share of what remains; spacers
///    come last, the other views sharing what is left after the spacers' minimums.
/// 4. An unspecified proposal along the axis asks every child for its ideal size.
///
/// Across the axis every child gets the stack's proposal and is aligned by
/// `alignment`'s guides; the stack is as thick as the aligned children's extent.
final class StackNode: LayoutNode {
    let axis: Axis
    let alignmentKey: AlignmentKey
    let spacing: CGFloat?
    let children: [LayoutNode]
    /// The platform whose default spacing applies between children.
    let idiom: PlatformIdiom

    init(axis: Axis, alignmentKey: AlignmentKey, spacing: CGFloat?, children: [LayoutNode],
         idiom: PlatformIdiom = .phone) {
        self.axis = axis; self.alignmentKey = alignmentKey; self.spacing = spacing; self.children = children
        self.idiom = idiom
        super.init(name: axis == .horizontal ? "HStack" : "VStack")
    }
    convenience init(axis: Axis, alignment: HorizontalAlignment, spacing: CGFloat?, children: [LayoutNode],
                     idiom: PlatformIdiom = .phone) {
        self.init(axis: axis, alignmentKey: alignment.key, spacing: spacing, children: children, idiom: idiom)
    }
    convenience init(axis: Axis, alignment: VerticalAlignment, spacing: CGFloat?, children: [LayoutNode],
                     idiom: PlatformIdiom = .phone) {
        self.init(axis: axis, alignmentKey: alignment.key, spacing: spacing, children: children, idiom: idiom)
    }

    static let defaultSpacing: CGFloat = DefaultSpacing.standard

    private func gaps() -> [CGFloat] {
        guard children.count > 1 else { return [] }
        return (0..<(children.count - 1)).map { i in
            if let spacing { return spacing }
            if children[i].isSpacer || children[i + 1].isSpacer { return 0 }
            return DefaultSpacing.between(
                children[i].spacingKind, children[i + 1].spacingKind, axis: axis, idiom: idiom)
        }
    }

    /// Sizes of the children for a proposal, in child order.
    private func childSizes(_ proposal: ProposedViewSize) -> [CGSize] {
        let cross = proposal[axis.other]
        func propose(_ main: CGFloat?) -> ProposedViewSize {
            var p = ProposedViewSize(width: nil, height: nil)
            p[axis] = main; p[axis.other] = cross
            return p
        }
        guard let total = proposal[axis] else {
            return children.map { $0.sizeThatFits(propose(nil)) }
        }
        var sizes = [CGSize](repeating: .zero, count: children.count)
        var remaining = total - gaps().reduce(0, +)
        let minimums = children.map { $0.sizeThatFits(propose(0))[axis] }
        // Each child's flexibility (max − min along the axis), asked once: the sort
        // below compares every pair several times.
        let flexibilities = children.indices.map { children[$0].sizeThatFits(propose(.infinity))[axis] - minimums[$0] }
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            let group = children.indices.filter { children[$0].layoutPriority == priority }
            let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) {
                $0 + minimums[$1]
            }
            var available = remaining - reserved
            // Spacers are served after the other views of their group, which share what is left once the
            // spacers' minimum lengths are set aside: a row of an icon, a text, a spacer and a button keeps the
            // text on one line as iOS does, where even shares with the spacer would wrap it at half the row.
            let spacers = group.filter { children[$0].isSpacer }
            let views = group.filter { !children[$0].isSpacer }
            var spacerReserve = spacers.reduce(0) { $0 + minimums[$1] }
            let ordered = views.sorted { a, b in
                flexibilities[a] != flexibilities[b] ? flexibilities[a] < flexibilities[b] : a < b
            } + spacers.sorted { a, b in
                flexibilities[a] != flexibilities[b] ? flexibilities[a] < flexibilities[b] : a < b
            }
            var count = views.count
            for i in ordered {
                if children[i].isSpacer, count == 0 {
                    // The spacers' turn: their reserve is theirs to share now.
                    count = spacers.count
                    spacerReserve = 0
                }
                let share = max(0, (available - spacerReserve) / CGFloat(count))
                let size = children[i].sizeThatFits(propose(share))
                sizes[i] = size
                available -= size[axis]
                remaining -= size[axis]
                count -= 1
            }
        }
        return sizes
    }

    /// Cross-axis offsets that align the children's guides, and the stack's thickness.
    private func crossLayout(_ sizes: [CGSize]) -> (offsets: [CGFloat], thickness: CGFloat) {
        var lo = CGFloat.infinity, hi = -CGFloat.infinity
        var guides: [CGFloat] = []
        for (child, size) in zip(children, sizes) {
            let g = child.dimensions(size).value(alignmentKey)
            guides.append(g)
            lo = min(lo, -g); hi = max(hi, size[axis.other] - g)
        }
        // No finite guide (NaN or infinite alignment values): every child at the
        // leading edge. An empty list here trapped `place` indexing it per child.
        guard lo.isFinite else { return ([CGFloat](repeating: 0, count: children.count), 0) }
        return (guides.map { -$0 - lo }, hi - lo)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !children.isEmpty else { return .zero }
        let sizes = childSizes(proposal)
        let main = sizes.reduce(0) { $0 + $1[axis] } + gaps().reduce(0, +)
        return CGSize(axis: axis, main: main, cross: crossLayout(sizes).thickness)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let sizes = childSizes(proposal)
        let (offsets, _) = crossLayout(sizes)
        let gaps = gaps()
        let cross = proposal[axis.other]
        var pen = axis == .horizontal ? rect.minX : rect.minY
        var placed: [PlacedView] = []
        for (i, child) in children.enumerated() {
            let origin = axis == .horizontal
                ? CGPoint(x: pen, y: rect.minY + offsets[i])
                : CGPoint(x: rect.minX + offsets[i], y: pen)
            var p = ProposedViewSize(width: nil, height: nil)
            p[axis] = sizes[i][axis]; p[axis.other] = cross
            placed.append(child.place(in: CGRect(origin: origin, size: sizes[i]), proposal: p))
            pen += sizes[i][axis] + (i < gaps.count ? gaps[i] : 0)
        }
        return PlacedView(node: self, frame: rect, children: placed)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        // A stack's explicit guide merges its children's (text baselines, alignment
        // guides, custom alignment IDs), each offset by where the child sits.
        let proposal = self.proposal(producing: size)
        let sizes = childSizes(proposal)
        let (offsets, _) = crossLayout(sizes)
        let gaps = gaps()
        var values: [CGFloat] = []
        var pen: CGFloat = 0
        for i in children.indices {
            if let v = children[i].guide(key, size: sizes[i]) {
                values.append(v + (key.axis == axis ? pen : offsets[i]))
            }
            pen += sizes[i][axis] + (i < gaps.count ? gaps[i] : 0)
        }
        return key.combine(values)
    }
}

/// `ZStack` layout: every child gets the same proposal and is aligned; the stack
/// is the union of the aligned children.
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let children: [LayoutNode]
    init(alignment: Alignment, children: [LayoutNode], name: String = "ZStack") {
        self.alignment = alignment; self.children = children
        super.init(name: name)
    }

    private typealias Arrangement = (sizes: [CGSize], origins: [CGPoint], bounds: CGRect)
    /// Sizing, placing and guide queries ask for the same arrangement; with tens of
    /// thousands of children (the AsyncCanvas article's ZStack of lines) computing it once matters.
    private var lastArrangement: (proposal: ProposedViewSize, arrangement: Arrangement)?

    private func layout(_ proposal: ProposedViewSize) -> Arrangement {
        if let last = lastArrangement, last.proposal == proposal { return last.arrangement }
        let arrangement = arrange(proposal)
        lastArrangement = (proposal, arrangement)
        return arrangement
    }

    private func arrange(_ proposal: ProposedViewSize) -> Arrangement {
        let sizes = children.map { $0.sizeThatFits(proposal) }
        var origins: [CGPoint] = []
        var bounds = CGRect.null
        for (child, size) in zip(children, sizes) {
            let d = child.dimensions(size)
            let o = CGPoint(x: -d[alignment.horizontal], y: -d[alignment.vertical])
            origins.append(o)
            bounds = bounds.union(CGRect(origin: o, size: size))
        }
        return (sizes, origins, bounds.isNull ? .zero : bounds)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        layout(proposal).bounds.size
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let (sizes, origins, bounds) = layout(proposal)
        let placed = children.indices.map { i in
            children[i].place(
                in: CGRect(
                    x: rect.minX + origins[i].x - bounds.minX, y: rect.minY + origins[i].y - bounds.minY,
                    width: sizes[i].width, height: sizes[i].height), proposal: proposal)
        }
        return PlacedView(node: self, frame: rect, children: placed)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let (sizes, origins, bounds) = layout(proposal(producing: size))
        let values = children.indices.compactMap { i in
            children[i].guide(key, size: sizes[i]).map {
                $0 + (key.axis == .vertical ? origins[i].y - bounds.minY : origins[i].x - bounds.minX)
            }
        }
        return key.combine(values)
    }
}

/// `Spacer`: grows along its stack's axis (both axes outside a stack), never
/// shorter than its minimum length, and takes no room across the axis.
final class SpacerNode: LayoutNode {
    let minLength: CGFloat
    let axis: Axis?
    init(minLength: CGFloat, axis: Axis?) { self.minLength = minLength; self.axis = axis; super.init(name: "Spacer") }
    override var isSpacer: Bool { true }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        func grow(_ v: CGFloat?) -> CGFloat { max(minLength, v ?? minLength) }
        switch axis {
        case .horizontal: return CGSize(width: grow(p.width), height: 0)
        case .vertical: return CGSize(width: 0, height: grow(p.height))
        case nil: return CGSize(width: grow(p.width), height: grow(p.height))
        }
    }
}
