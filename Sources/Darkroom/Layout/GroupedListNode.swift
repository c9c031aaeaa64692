import Foundation

/// Lays out a `List` or `Form`: its whole content as sections of rows.
///
/// The metrics are iOS 18's inset-grouped table on an iPhone: grey #F2F2F7
/// background, sections as white cards with 10-point corners inset by the layout
/// margin (16 points up to 375 points wide, 20 on wider phones), row content inset
/// by the same margin in the card, rows at least 44 points tall (11 points above
/// and below content), hairline separators from the content's leading edge to the
/// card's trailing edge, 35 points above a section without a header; a header
/// (footnote, upper-cased, secondary) sits 5.67 points above its card, a footer
/// 7 points below.
final class GroupedListNode: LayoutNode {
    nonisolated struct Section { let header: LayoutNode?; let rows: [LayoutNode]; let footer: LayoutNode? }
    let sections: [Section]
    let look: ListLook
    let scale: CGFloat
    let background: RGBA, card: RGBA, separator: RGBA
    /// The OS generation's row height and card corners (`OSGeneration`).
    let generation: OSGeneration

    // Measured on an iOS 18 recording of `List { LabeledContent(…) }` on an iPhone 13 Pro (390 pt,
    // @3x; StanfordSpezi/SpeziViews, MIT, SnapshotTests+Lists listRow.iphone-regular at 5242bd9):
    // cards at x 20…370 with 10-point continuous corners, text and separators from x 40, the card
    // 35 points below the safe area, a 44-point row with the body baseline 28 points down.
    /// The card inset and row content inset (UIKit's system layout margin): 16 points on
    /// phones up to 375 points wide with a home button (iPhone 8, SE), 20 on wider ones (the
    /// recording above; engineering.monday.com, "How UILayoutGuide can help you manage UI
    /// complexity": 20 on an iPhone 12, 16 on an iPhone 8) and on a device canvas with a home
    /// indicator even 375 points wide (an iOS 18 recording of a `Form` on an iPhone 13 mini layout,
    /// WezSieTato/ScanNow, MIT: cards from x 20, text from 40).
    static func margin(width: CGFloat?) -> CGFloat {
        (width ?? 0) > 375 || SafeAreaScope.current?.hasHomeIndicator == true ? 20 : 16
    }
    static let rowMinHeight: CGFloat = 44
    static let rowPadding: CGFloat = 11
    static let cornerRadius: CGFloat = 10
    static let sectionGap: CGFloat = 35
    /// Header text to card: 17 pixels at @3x in an iOS 18 recording of a section header
    /// (SpeziViews optionSetPicker.option-picker-inline at 5242bd9: "CODE" baseline 28.67 and
    /// card top 37.33 points below the safe area).
    static let headerGap: CGFloat = 17.0 / 3
    /// Space above a section's header: 16 points for the first; before iOS 26, 33.67 after a card (an iOS 18
    /// `Form` on an iPhone 13 mini layout, WezSieTato/ScanNow, MIT: 55 points from the "FILE" card's bottom to
    /// the "ABOUT" card's top). iOS 26's 24 is not measured.
    func headerSpace(first: Bool) -> CGFloat {
        first ? 16 : generation == .iOS26 ? 24 : 101.0 / 3
    }
    /// The least height a header takes before iOS 26: its footnote line at the default Dynamic Type size, so
    /// that the card stays 37.33 points below the top at smaller sizes too (ScanNow's form, recorded at
    /// `.medium`, has its first card there, as the SpeziViews recording at `.large` does).
    var headerMinHeight: CGFloat { generation == .iOS26 ? 0 : 47.0 / 3 }
    static let footerGap: CGFloat = 7

    static func make<C: View>(name: String, content: C, context: ResolveContext, defaultLook: ListLook,
                              honoursListStyle: Bool = true) -> GroupedListNode {
        var inner = context
        inner.stackAxis = nil
        inner.environment.isInGroupedContainer = true
        let children = Resolver.children(of: content, withRowContext(inner))
        var sections: [Section] = []
        var loose: [LayoutNode] = []
        func flush() {
            if !loose.isEmpty { sections.append(Section(header: nil, rows: loose, footer: nil)); loose = [] }
        }
        func stack(_ nodes: [LayoutNode]) -> LayoutNode? {
            nodes.isEmpty ? nil : nodes.count == 1 ? nodes[0]
                : StackNode(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: nil, children: nodes)
        }
        for child in children {
            if let s = child as? ListSectionNode {
                flush()
                let rows = s.rows.map { ListRowBadge.apply($0, withRowContext(inner)) }
                sections.append(Section(header: stack(s.header), rows: rows, footer: stack(s.footer)))
            } else {
                loose.append(ListRowBadge.apply(child, withRowContext(inner)))
            }
        }
        flush()
        let env = context.environment
        let look = (honoursListStyle ? env.listLook : nil) ?? defaultLook
        let dark = env.colorScheme == .dark
        return GroupedListNode(name: name, sections: sections, look: look, scale: env.displayScale,
                               background: look == .plain ? (dark ? RGBA(hex: 0) : RGBA(hex: 0xFFFFFF))
                                                          : (dark ? RGBA(hex: 0) : RGBA(hex: 0xF2F2F7)),
                               card: dark ? RGBA(hex: look == .plain ? 0 : 0x1C1C1E) : RGBA(hex: 0xFFFFFF),
                               separator: Divider.separator.resolve(in: env), generation: env.osGeneration)
    }

    init(
        name: String, sections: [Section], look: ListLook, scale: CGFloat, background: RGBA, card: RGBA,
        separator: RGBA, generation: OSGeneration = .iOS18
    ) {
        self.generation = generation
        self.sections = sections; self.look = look
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.background = background; self.card = card; self.separator = separator
        super.init(name: name)
    }

    private func cardInset(_ margin: CGFloat) -> CGFloat { look == .insetGrouped ? margin : 0 }
    private var radius: CGFloat { look == .insetGrouped ? generation.listCardCornerRadius : 0 }

    private func insets(_ row: LayoutNode, _ margin: CGFloat) -> EdgeInsets {
        row.value(ListRowInsetsKey.self)
            ?? EdgeInsets(top: Self.rowPadding, leading: margin, bottom: Self.rowPadding, trailing: margin)
    }

    /// What the layout needs for a card width.
    private struct Metrics {
        var height: CGFloat = 0
        var idealWidth: CGFloat = 0
    }

    private func rowProposal(_ row: LayoutNode, cardWidth: CGFloat?, _ margin: CGFloat) -> ProposedViewSize {
        let i = insets(row, margin)
        return ProposedViewSize(width: cardWidth.map { max(0, $0 - i.leading - i.trailing) }, height: nil)
    }
    private func decorationProposal(cardWidth: CGFloat?, _ margin: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: cardWidth.map { max(0, $0 - 2 * margin) }, height: nil)
    }
    private func rowHeight(_ row: LayoutNode, cardWidth: CGFloat?, _ margin: CGFloat) -> CGFloat {
        let i = insets(row, margin)
        let h = row.sizeThatFits(rowProposal(row, cardWidth: cardWidth, margin)).height
        return max(generation.listRowMinHeight, h + i.top + i.bottom)
    }

    /// Walks the layout; `visit` receives each part's kind and frame (relative to the list's origin).
    private enum Part {
        case header(LayoutNode), footer(LayoutNode), card(clear: Bool), row(LayoutNode, rowRect: CGRect), separator
    }
    private func walk(width: CGFloat?, _ visit: (Part, CGRect, ProposedViewSize) -> Void) -> CGFloat {
        let margin = generation.listMargin(width: width)
        let cardInset = cardInset(margin)
        let cardWidth = width.map { max(0, $0 - 2 * cardInset) }
        var y: CGFloat = 0
        for (index, section) in sections.enumerated() {
            if let header = section.header {
                y += headerSpace(first: index == 0)
                let p = decorationProposal(cardWidth: cardWidth, margin)
                let s = header.sizeThatFits(p)
                visit(.header(header), CGRect(x: cardInset + margin, y: y, width: s.width, height: s.height), p)
                y += max(s.height, headerMinHeight) + Self.headerGap
            } else {
                y += look == .plain && index > 0 ? 0 : Self.sectionGap
            }
            let cardTop = y
            let cw = cardWidth ?? 0
            for (r, row) in section.rows.enumerated() {
                let h = rowHeight(row, cardWidth: cardWidth, margin)
                let i = insets(row, margin)
                let p = rowProposal(row, cardWidth: cardWidth, margin)
                let s = row.sizeThatFits(p)
                let content = CGRect(x: cardInset + i.leading, y: y + i.top + (h - i.top - i.bottom - s.height) / 2,
                                     width: s.width, height: s.height)
                visit(.row(row, rowRect: CGRect(x: cardInset, y: y, width: cw, height: h)), content, p)
                if r < section.rows.count - 1, row.value(ListRowSeparatorKey.self) != .hidden {
                    // Separators start at the row's listRowSeparatorLeading guide (a Label's title)
                    // or its content's leading edge, and run to the card's trailing edge.
                    let t = 1 / scale
                    let lead = i.leading + (row.guide(HorizontalAlignment.listRowSeparatorLeading.key, size: s) ?? 0)
                    visit(
                        .separator, CGRect(x: cardInset + lead, y: y + h - t, width: max(0, cw - lead), height: t),
                        .unspecified)
                }
                y += h
            }
            let replaced =
                !section.rows.isEmpty && section.rows.allSatisfy { $0.value(ListRowBackgroundKey.self) != nil }
            let card = CGRect(x: cardInset, y: cardTop, width: cw, height: y - cardTop)
            visit(.card(clear: replaced), card, .unspecified)
            if let footer = section.footer {
                y += Self.footerGap
                let p = decorationProposal(cardWidth: cardWidth, margin)
                let s = footer.sizeThatFits(p)
                visit(.footer(footer), CGRect(x: cardInset + margin, y: y, width: s.width, height: s.height), p)
                y += s.height
            }
        }
        return y + (sections.isEmpty ? 0 : 16)
    }

    private func idealWidth() -> CGFloat {
        // Measured with the narrow-phone margin; a wider result is then laid out with its own margin.
        let margin = generation.listMargin(width: nil)
        var w: CGFloat = 0
        for s in sections {
            for row in s.rows {
                let i = insets(row, margin)
                w = max(w, row.sizeThatFits(.unspecified).width + i.leading + i.trailing)
            }
            for d in [s.header, s.footer].compactMap({ $0 }) {
                w = max(w, d.sizeThatFits(.unspecified).width + 2 * margin)
            }
        }
        return w + 2 * cardInset(margin)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? idealWidth()
        let height = walk(width: width) { _, _, _ in }
        // A list is a scroll view: it takes a finite height offered (filling it with its background when the rows
        // need less, its rows running on below when they need more); offered none, it is as tall as its rows.
        let h = p.height.flatMap { $0.isFinite ? $0 : nil } ?? height
        return CGSize(width: width, height: h)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        // The grouped background runs under the safe area to the screen's edges, as a table view's does.
        let ground = SafeAreaScope.extend(rect, edges: .all)
        var items: [DisplayItem] = [.fill(Path(ground), .color(background), FillStyle())]
        var cards: [DisplayItem] = []
        var separators: [PlacedView] = []
        var children: [PlacedView] = []
        _ = walk(width: rect.width) { part, frame, p in
            let f = frame.offsetBy(dx: rect.minX, dy: rect.minY)
            switch part {
            case .card(let clear):
                // A section whose every row has its own background (`listRowBackground`, `Color.clear` too) has no
                // card under it: iOS draws each row's background in the card's place, so a clear one shows the
                // grouped background (an iOS 26 recording of a Home Assistant page, its first row on the grey).
                if f.height > 0, !clear {
                    cards.append(
                        .fill(
                            Path(roundedRect: f, cornerSize: CGSize(width: radius, height: radius), style: .continuous),
                            .color(card), FillStyle()))
                }
            case .separator:
                // Separators are placed views of their own so right-to-left mirroring moves their inset,
                // and they draw above row backgrounds.
                let color = separator
                let node = ShapeNode(
                    name: "separator", sizing: { _ in f.size }, draw: { .fill(Path($0), .color(color), FillStyle()) })
                separators.append(node.place(in: f, proposal: ProposedViewSize(f.size)))
            case .header(let node), .footer(let node):
                children.append(node.place(in: f, proposal: p))
            case .row(let node, let row):
                if let bg = node.value(ListRowBackgroundKey.self) {
                    // The background fills the whole row, insets included.
                    let rowRect = row.offsetBy(dx: rect.minX, dy: rect.minY)
                    let bp = ProposedViewSize(rowRect.size)
                    children.append(
                        bg.place(in: CGRect(origin: rowRect.origin, size: bg.sizeThatFits(bp)), proposal: bp))
                }
                children.append(node.place(in: f, proposal: p))
            }
        }
        items += cards
        return PlacedView(node: self, frame: rect, children: children + separators, items: items)
    }
}
