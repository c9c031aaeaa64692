import Foundation
import Testing
@testable import Darkroom

extension VerticalAlignment {
    /// The classic custom alignment: the middle of an icon with the middle of a title.
    enum MidIconAndTitle: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    static let midIconAndTitle = VerticalAlignment(MidIconAndTitle.self)
}

extension HorizontalAlignment {
    enum ValueColumn: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }
    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

@Suite("Layout: alignment")
struct AlignmentLayoutTests {
    @Test func alignmentGuideShiftsAChild() throws {
        // Guides: a 0, b 20. Lined up, a sits 20 right of b; the stack spans from b's
        // left edge to max(50, 50 + 20 − 20)… = 70 wide.
        let p = try layoutTree(VStack(alignment: .leading) {
            block("a", 50, 10)
            block("b", 50, 10).alignmentGuide(.leading) { _ in 20 }
        })
        #expect(frame(p, "a").minX == 20)
        #expect(frame(p, "b").minX == 0)
        #expect(p.frame.width == 70)
    }

    @Test func alignmentGuideComputedFromDimensions() throws {
        // b aligns its trailing edge (its width 30) with a's leading edge: b is 30 left of a.
        let p = try layoutTree(VStack(alignment: .leading) {
            block("a", 50, 10)
            block("b", 30, 10).alignmentGuide(.leading) { d in d[.trailing] }
        })
        #expect(frame(p, "a").minX - frame(p, "b").minX == 30)
    }

    @Test func verticalAlignmentGuideInHStack() throws {
        // Top-aligned, b's guide is 10 below its top: b moves up by 10 relative to a.
        let p = try layoutTree(HStack(alignment: .top) {
            block("a", 10, 40)
            block("b", 10, 40).alignmentGuide(.top) { _ in 10 }
        })
        #expect(frame(p, "a").minY == 10)
        #expect(frame(p, "b").minY == 0)
        #expect(p.frame.height == 50)
    }

    @Test func customAlignmentAcrossNestedStacks() throws {
        // The inner VStack puts t2 at y 28 (20 + 8); t2's guide is its centre (20), so the VStack
        // reports 48. The icon's guide is its centre (15): the icon's top is 48 − 15 = 33 below
        // the HStack's top, and the two centres meet.
        let p = try layoutTree(HStack(alignment: .midIconAndTitle) {
            block("icon", 30, 30).alignmentGuide(.midIconAndTitle) { d in d[VerticalAlignment.center] }
            VStack {
                block("t1", 60, 20)
                block("t2", 60, 40).alignmentGuide(.midIconAndTitle) { d in d[VerticalAlignment.center] }
            }
        })
        #expect(frame(p, "icon").minY == 33)
        #expect(frame(p, "icon").midY == frame(p, "t2").midY)
        #expect(frame(p, "t1").minY == 0)
    }

    @Test func customAlignmentDefaultValueIsUsed() throws {
        // Without an explicit guide the icon uses the ID's default, its bottom (30):
        // its bottom meets t2's centre at 48, so its top is at 18.
        let p = try layoutTree(HStack(alignment: .midIconAndTitle) {
            block("icon", 30, 30)
            VStack {
                block("t1", 60, 20)
                block("t2", 60, 40).alignmentGuide(.midIconAndTitle) { d in d[VerticalAlignment.center] }
            }
        })
        #expect(frame(p, "icon").minY == 18)
    }

    @Test func customHorizontalAlignmentLinesUpColumnsInRows() throws {
        // Row 1: label 40 wide, value at 48; row 2: label 80 wide, value at 88. The outer VStack
        // aligns 48 with 88, so row 1 shifts right by 40 and both values start at x 88.
        let p = try layoutTree(VStack(alignment: .valueColumn) {
            HStack { block("l1", 40, 10); block("v1", 30, 10).alignmentGuide(.valueColumn) { d in d[.leading] } }
            HStack { block("l2", 80, 10); block("v2", 30, 10).alignmentGuide(.valueColumn) { d in d[.leading] } }
        })
        #expect(frame(p, "v1").minX == 88)
        #expect(frame(p, "v2").minX == 88)
        #expect(frame(p, "l1").minX == 40)
        #expect(p.frame.width == 118)
    }

    @Test func firstTextBaselinesLineUp() throws {
        // Different fonts, first-baseline aligned: baseline y (top + ascent) is the same for both.
        let big = Text("Big").font(.largeTitle), small = Text("small").font(.caption)
        let p = try layoutTree(HStack(alignment: .firstTextBaseline) {
            big.accessibilityIdentifier("a"); small.accessibilityIdentifier("b")
        })
        let ya = frame(p, "a").minY + firstBaseline(big), yb = frame(p, "b").minY + firstBaseline(small)
        #expect(approx(ya, yb))
        // The small text is pushed down.
        #expect(frame(p, "b").minY > frame(p, "a").minY)
    }

    @Test func baselineOfAVStackIsItsFirstText() throws {
        // A VStack of two texts reports its first text's baseline (the topmost, as
        // combineExplicit documents); the block has none and aligns by its bottom.
        let t = Text("Title").font(.title)
        let p = try layoutTree(HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading) { t.accessibilityIdentifier("t"); Text("subtitle") }
            block("b", 10, 10)
        })
        #expect(approx(frame(p, "b").maxY, frame(p, "t").minY + firstBaseline(t)))
    }

    @Test func lastTextBaselineUsesTheLastText() throws {
        // lastTextBaseline of the VStack is its second text's baseline, where the block's bottom goes.
        let sub = Text("subtitle")
        let p = try layoutTree(HStack(alignment: .lastTextBaseline) {
            VStack(alignment: .leading) { Text("Title").font(.title); sub.accessibilityIdentifier("s") }
            block("b", 10, 10)
        })
        #expect(approx(frame(p, "b").maxY, frame(p, "s").minY + firstBaseline(sub)))
    }

    @Test func baselinePassesThroughPaddingAndFrames() throws {
        // Padding of 7 on top moves the text's baseline down by 7 inside the padded view.
        let t = Text("Hi")
        let p = try layoutTree(HStack(alignment: .firstTextBaseline) {
            t.accessibilityIdentifier("t").padding(.top, 7).frame(height: 60, alignment: .top)
            block("b", 10, 10)
        })
        #expect(approx(frame(p, "b").maxY, frame(p, "t").minY + firstBaseline(t)))
    }

    @Test func overlayAlignsOnCustomGuideOfContent() throws {
        // The content sets a leading guide of 30; an overlay aligned .leading puts its own
        // leading edge there.
        let p = try layoutTree(block("a", 100, 20).alignmentGuide(.leading) { _ in 30 }
            .overlay(alignment: .leading) { block("o", 10, 10) })
        #expect(frame(p, "o").minX == 30)
    }

    @Test func zstackUsesAlignmentGuides() throws {
        // Centre alignment with b's horizontal centre moved to its leading edge:
        // b's leading edge sits at a's centre, 50.
        let p = try layoutTree(ZStack {
            block("a", 100, 100)
            block("b", 20, 20).alignmentGuide(HorizontalAlignment.center) { d in d[.leading] }
        })
        #expect(frame(p, "b").minX == 50)
    }
}
