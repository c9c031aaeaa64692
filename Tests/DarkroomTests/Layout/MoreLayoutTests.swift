import Foundation
import Testing
@testable import Darkroom

@Suite("Layout: sections, row modifiers, anchors, text relations")
struct MoreLayoutTests {
    @Test func sectionOutsideAListLaysOutAsSiblings() throws {
        // Outside List/Form a Section is its header, content and footer in the enclosing stack.
        let p = try layoutTree(VStack(spacing: 0) {
            Section { block("a", 10, 10) } header: { block("h", 10, 5) } footer: { block("f", 10, 3) }
        })
        #expect(frame(p, "h").minY == 0)
        #expect(frame(p, "a").minY == 5)
        #expect(frame(p, "f").minY == 15)
    }

    @Test func listRowInsetsReplaceTheDefaults() throws {
        // Zero insets: the row content starts at the card's edge (20, the margin of a 390-point
        // list) and takes the card's 350 width; the row is still at least 44 tall, the 20-point
        // content centred in it (12).
        let p = try layoutTree(List {
            Color.red.frame(height: 20).accessibilityIdentifier("a").listRowInsets(EdgeInsets())
        }, 390, nil)
        #expect(frame(p, "a") == CGRect(x: 20, y: 35 + 12, width: 350, height: 20))
    }

    @Test func listRowSeparatorCanBeHidden() throws {
        // With the separator hidden the boundary between the rows stays white.
        let list = List {
            Color.clear.frame(height: 10).listRowSeparator(.hidden)
            Color.clear.frame(height: 10)
        }
        let image = try ViewRenderer(options: RenderOptions(proposedSize: ProposedViewSize(width: 200, height: nil)))
            .image(list)
        #expect(close(pixel(image, 100, 78), RGBA(hex: 0xFFFFFF), tolerance: 0.01))
    }

    @Test func listRowBackgroundFillsTheRow() throws {
        // The background covers the whole 44-point row inside the card: (16, 35, 168, 44) at 200 wide.
        let p = try layoutTree(List {
            Color.clear.frame(height: 10).listRowBackground(Color.orange.accessibilityIdentifier("bg"))
        }, 200, nil)
        #expect(frame(p, "bg") == CGRect(x: 16, y: 35, width: 168, height: 44))
    }

    @Test func groupedListStyleHasFullWidthSections() throws {
        // .grouped: no 16-point card inset, so content starts at 16 (the row inset) and is 300 − 32 wide.
        let p = try layoutTree(
            List { Color.red.frame(height: 10).accessibilityIdentifier("a") }.listStyle(.grouped), 300, nil)
        #expect(frame(p, "a").minX == 16)
        #expect(frame(p, "a").width == 268)
    }

    @Test func gridCellAnchorPlacesACellsContent() throws {
        // Column 0 is 30 wide (c), row 0 is 40 tall (b): anchored bottomTrailing, a sits at (20, 30).
        let p = try layoutTree(Grid {
            GridRow { block("a", 10, 10).gridCellAnchor(.bottomTrailing); block("b", 40, 40) }
            GridRow { block("c", 30, 10) }
        })
        #expect(frame(p, "a").origin == CGPoint(x: 20, y: 30))
        // A row with fewer cells leaves the other columns empty: c is centred in column 0.
        #expect(frame(p, "c").origin == CGPoint(x: 0, y: 48))
    }

    @Test func gridRowsAlignTextBaselines() throws {
        // A first-baseline row: the two texts' baselines meet although their fonts differ.
        let big = Text("Total").font(.title), small = Text("12").font(.footnote)
        let p = try layoutTree(Grid(alignment: .leadingFirstTextBaseline) {
            GridRow { big.accessibilityIdentifier("a"); small.accessibilityIdentifier("b") }
        })
        #expect(approx(frame(p, "a").minY + firstBaseline(big), frame(p, "b").minY + firstBaseline(small)))
        #expect(frame(p, "b").minX > frame(p, "a").maxX)
    }

    @Test func spacerInAScrollViewKeepsItsMinimum() throws {
        // The content is proposed nil height, so a Spacer is only its minimum, 8: b at 10 + 8.
        let p = try layoutTree(
            ScrollView {
                VStack(spacing: 0) {
                    block("a", 10, 10); Spacer(); block("b", 10, 10)
                }
            }, 200, 300)
        #expect(frame(p, "b").minY == 18)
        // The scroll view itself takes the offered 300.
        #expect(p.frame.height == 300)
    }

    @Test func viewThatFitsChoosesTheShortText() throws {
        // The long text's ideal width exceeds 60; the short one fits.
        let p = try layoutTree(ViewThatFits(in: .horizontal) {
            Text("A rather long headline that cannot fit")
            Text("Short")
        }, 60, 100)
        #expect(p.all(named: "Text").map(\.text) == ["Short"])
        #expect(p.frame.width <= 60)
    }

    @Test func competingTextsStayWithinTheProposal() throws {
        // Two long texts in 200 points: each is offered its share and wraps; together with the
        // spacing they fit the 200.
        let p = try layoutTree(HStack {
            Text("Lorem ipsum dolor sit amet consectetur").accessibilityIdentifier("a")
            Text("Sed do eiusmod tempor incididunt ut labore").accessibilityIdentifier("b")
        }, 200, nil)
        #expect(frame(p, "a").width + 8 + frame(p, "b").width <= 200.01)
        #expect(frame(p, "b").minX == frame(p, "a").maxX + 8)
    }

    @Test func priorityTextKeepsItsIdealWidth() throws {
        // The higher-priority text gets its one-line ideal width; the other wraps into the rest.
        let free = try layoutTree(Text("Priority").accessibilityIdentifier("a"))
        let p = try layoutTree(HStack {
            Text("Priority").layoutPriority(1).accessibilityIdentifier("a")
            Text("This text is long enough to wrap into several lines").accessibilityIdentifier("b")
        }, 160, nil)
        #expect(frame(p, "a").width == frame(free, "a").width)
        #expect(frame(p, "b").width <= 160 - 8 - frame(free, "a").width + 0.01)
    }

    @Test func flexibleFrameAlignmentInsideAStack() throws {
        // maxWidth: .infinity with trailing alignment in a 200-wide VStack: the 30-point block
        // sits at x 170; the frame is as tall as the block.
        let p = try layoutTree(VStack { block("a", 30, 10).frame(maxWidth: .infinity, alignment: .trailing) }, 200, 100)
        #expect(frame(p, "a") == CGRect(x: 170, y: 0, width: 30, height: 10))
        // maxHeight: .infinity takes the offered height, aligned bottom: y 90.
        let q = try layoutTree(block("a", 30, 10).frame(maxHeight: .infinity, alignment: .bottom), 200, 100)
        #expect(frame(q, "a").minY == 90)
        #expect(q.frame.size == CGSize(width: 30, height: 100))
    }

    @Test func deeplyNestedStacksMeasureEachLeafBoundedly() throws {
        // 12 levels of alternating stacks with baseline alignment. Guides are cached per size and
        // computed for the proposal that gave the size, so the leaf is measured a bounded number of
        // times per level instead of doubling with every level (2^12 = 4096 without the caches).
        // Every VStack is leading-aligned and every HStack starts with the nested view, so the
        // innermost block stays at x 0.
        let counter = MeasureCounter()
        var view: AnyView = AnyView(CountedLeaf(counter: counter) { EmptyView() }.accessibilityIdentifier("leaf"))
        for i in 0..<12 {
            view = i % 2 == 0 ? AnyView(HStack(alignment: .firstTextBaseline) { view; Text("t\(i)") })
                              : AnyView(VStack(alignment: .leading) { view; Text("u\(i)") })
        }
        let p = try layoutTree(view)
        #expect(frame(p, "leaf").minX == 0)
        #expect(frame(p, "leaf").size == CGSize(width: 10, height: 10))
        #expect(counter.count > 0)
        #expect(counter.count <= 12 * 12, "the leaf was measured \(counter.count) times")
    }

    @Test func separatorStartsUnderALabelsTitle() throws {
        // Label icon 20 + 8 spacing: the separator starts 28 points after the row content's
        // leading edge (16 card + 16 inset), at x 60, on the row's last pixel row (35 + 44 − 1).
        let list = List {
            Label { block("t", 40, 10) } icon: { block("i", 20, 20) }
            Color.clear.frame(height: 10)
        }
        let image = try ViewRenderer(options: RenderOptions(proposedSize: ProposedViewSize(width: 200, height: nil)))
            .image(list)
        #expect(close(pixel(image, 57, 78), RGBA(hex: 0xFFFFFF), tolerance: 0.01))
        #expect((pixel(image, 63, 78)?.red ?? 1) < 0.9)
    }

    @Test func groupBoxPadsAndTakesTheWidth() throws {
        // 16-point padding around content that takes the full width: content at (16, 16), box 300 × 52.
        let p = try layoutTree(GroupBox { block("c", 50, 20) }, 300, nil)
        #expect(p.frame.size == CGSize(width: 300, height: 52))
        #expect(frame(p, "c").origin == CGPoint(x: 16, y: 16))
    }

    @Test func disclosureGroupShowsContentOnlyWhenExpanded() throws {
        // Collapsed: only the label row. Expanded: the content follows 8 points below the row.
        let closed = try layoutTree(
            DisclosureGroup(content: { block("c", 10, 10) }, label: { block("l", 10, 12) }), 200, nil)
        #expect(closed["c"] == nil)
        let open = try layoutTree(
            DisclosureGroup(
                isExpanded: .constant(true), content: { block("c", 10, 10) }, label: { block("l", 10, 12) }), 200, nil)
        #expect(frame(open, "c").minY == 20)
    }

    @Test func groupedHeadersAreUppercasedFootersAreNot() throws {
        // iOS upper-cases grouped section headers; footers keep their case; textCase(nil) opts out.
        let p = try layoutTree(
            List {
                Section {
                    Text("Row")
                } header: {
                    Text("Fruits")
                } footer: {
                    Text("Note")
                }
            }, 300, nil)
        #expect(p.all(named: "Text").compactMap(\.text) == ["FRUITS", "Row", "Note"])
        let q = try layoutTree(List { Section { Text("Row") } header: { Text("Fruits").textCase(nil) } }, 300, nil)
        #expect(q.all(named: "Text").first?.text == "Fruits")
    }

    @Test func separatorsMirrorRightToLeft() throws {
        // Left to right the separator runs from the content's leading edge (32) to the card's
        // trailing edge (184): 152 wide. Right to left it is mirrored across the 200-point list: x 16.
        let list = List { Color.clear.frame(height: 10); Color.clear.frame(height: 10) }
        let ltr = try #require(try layoutTree(list, 200, nil).all(named: "separator").first)
        #expect(ltr.frame == CGRect(x: 32, y: 78, width: 152, height: 1))
        let rtl = try #require(
            try layoutTree(list.environment(\.layoutDirection, .rightToLeft), 200, nil).all(named: "separator").first)
        #expect(rtl.frame == CGRect(x: 16, y: 78, width: 152, height: 1))
    }
}

/// Counts how often a layout measures its subviews' sizes.
private final class MeasureCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var measured = 0
    var count: Int { lock.withLock { measured } }
    func increment() { lock.withLock { measured += 1 } }
}

/// A 10 × 10 leaf that counts every time it is measured.
private struct CountedLeaf: Layout {
    let counter: MeasureCounter
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        counter.increment()
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
