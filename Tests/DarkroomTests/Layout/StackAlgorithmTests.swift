import Foundation
import Testing
@testable import Darkroom

@Suite("Layout: stack algorithm")
struct StackAlgorithmTests {
    @Test func equalShareBetweenFlexibleChildren() throws {
        // 200 − 8 (default spacing) = 192 shared evenly by two equally flexible colours: 96 each.
        let p = try layoutTree(
            HStack {
                Color.red.accessibilityIdentifier("a"); Color.blue.accessibilityIdentifier("b")
            }, 200, 100)
        #expect(frame(p, "a") == CGRect(x: 0, y: 0, width: 96, height: 100))
        #expect(frame(p, "b") == CGRect(x: 104, y: 0, width: 96, height: 100))
    }

    @Test func leastFlexibleChildIsServedFirst() throws {
        // The fixed 50-pt frame (flexibility 0) is proposed first, 192/2 = 96, and keeps 50;
        // the colour then gets all of the remaining 192 − 50 = 142, starting at 50 + 8.
        let p = try layoutTree(HStack { block("a", 50, 100); Color.blue.accessibilityIdentifier("b") }, 200, 100)
        #expect(frame(p, "a") == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(frame(p, "b") == CGRect(x: 58, y: 0, width: 142, height: 100))
    }

    @Test func layoutPriorityReservesMinimumsOfLowerPriorities() throws {
        // a has priority 1: it may use 192 minus b's minimum. b's minimum is its frame's
        // minWidth 30 (proposed 0, the frame clamps to 30). a = 162; b gets the last 30 at 162 + 8.
        let p = try layoutTree(HStack {
            Color.red.layoutPriority(1).accessibilityIdentifier("a")
            Color.blue.frame(minWidth: 30).accessibilityIdentifier("b")
        }, 200, 50)
        #expect(frame(p, "a").width == 162)
        #expect(frame(p, "b") == CGRect(x: 170, y: 0, width: 30, height: 50))
    }

    @Test func higherPriorityTextWinsOverLowerPriorityColour() throws {
        // Priority 1 for the colour block with minWidth 150: it is proposed 300 − 8 − minimum(other)=0.
        // The frame takes min(max, max(child, proposal)) → all 292; the other colour gets 0.
        let p = try layoutTree(HStack {
            Color.red.frame(minWidth: 150).layoutPriority(1).accessibilityIdentifier("a")
            Color.blue.accessibilityIdentifier("b")
        }, 300, 20)
        #expect(frame(p, "a").width == 292)
        #expect(frame(p, "b").width == 0)
    }

    @Test func spacerTakesTheRestWithNoSpacingBesideIt() throws {
        // No spacing next to a Spacer: 300 = 40 + spacer + 40, so the spacer is 220 and b starts at 260.
        let p = try layoutTree(
            HStack {
                block("a", 40, 20); Spacer().accessibilityIdentifier("s"); block("b", 40, 20)
            }, 300, 20)
        #expect(frame(p, "a").minX == 0)
        #expect(frame(p, "s").width == 220)
        #expect(frame(p, "b").minX == 260)
    }

    @Test func spacerKeepsItsMinimumLength() throws {
        // The blocks take 150 each and leave 0; Spacer(minLength: 20) still takes 20: the stack
        // overflows to 320 and b starts at 170.
        let p = try layoutTree(HStack { block("a", 150, 20); Spacer(minLength: 20); block("b", 150, 20) }, 300, 20)
        #expect(frame(p, "b").minX == 170)
        #expect(p.frame.width == 320)
        // The default minimum length is 8 points.
        let q = try layoutTree(HStack { block("a", 150, 20); Spacer(); block("b", 150, 20) }, 300, 20)
        #expect(frame(q, "b").minX == 158)
    }

    @Test func spacerInVStackGrowsVertically() throws {
        // In a VStack the spacer grows along y: 200 − 30 − 30 = 140, no spacing beside it.
        let p = try layoutTree(VStack { block("a", 10, 30); Spacer(); block("b", 10, 30) }, 100, 200)
        #expect(frame(p, "b").minY == 170)
        // The VStack is as wide as its widest child (10) and the spacer takes no width.
        #expect(p.frame.width == 10)
    }

    @Test func explicitSpacing() throws {
        // spacing: 0 puts b right after a; spacing: 20 leaves a 20-point gap.
        let p = try layoutTree(HStack(spacing: 0) { block("a", 30, 10); block("b", 30, 10) })
        #expect(frame(p, "b").minX == 30)
        let q = try layoutTree(VStack(spacing: 20) { block("a", 30, 10); block("b", 30, 10) })
        #expect(frame(q, "b").minY == 30)
    }

    @Test func vstackAlignments() throws {
        // Widest child 100; leading puts both at x 0, trailing puts the 50-wide one at 50,
        // centre at 25. Default spacing 8 puts the second at y 28.
        let lead = try layoutTree(VStack(alignment: .leading) { block("a", 50, 20); block("b", 100, 20) })
        #expect(frame(lead, "a").minX == 0)
        #expect(frame(lead, "b") == CGRect(x: 0, y: 28, width: 100, height: 20))
        let trail = try layoutTree(VStack(alignment: .trailing) { block("a", 50, 20); block("b", 100, 20) })
        #expect(frame(trail, "a").minX == 50)
        let centre = try layoutTree(VStack { block("a", 50, 20); block("b", 100, 20) })
        #expect(frame(centre, "a").minX == 25)
    }

    @Test func hstackVerticalAlignments() throws {
        // Tallest 60: top → y 0, bottom → 60 − 20 = 40, centre → 20.
        let top = try layoutTree(HStack(alignment: .top) { block("a", 10, 20); block("b", 10, 60) })
        #expect(frame(top, "a").minY == 0)
        let bottom = try layoutTree(HStack(alignment: .bottom) { block("a", 10, 20); block("b", 10, 60) })
        #expect(frame(bottom, "a").minY == 40)
        let centre = try layoutTree(HStack { block("a", 10, 20); block("b", 10, 60) })
        #expect(frame(centre, "a").minY == 20)
    }

    @Test func unspecifiedProposalGivesIdealSizes() throws {
        // nil proposal: colours report SwiftUI's default 10 × 10; 10 + 8 + 10 = 28 wide.
        let p = try layoutTree(
            HStack {
                Color.red.accessibilityIdentifier("a"); Color.blue.accessibilityIdentifier("b")
            })
        #expect(frame(p, "a") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(frame(p, "b") == CGRect(x: 18, y: 0, width: 10, height: 10))
        #expect(p.frame.size == CGSize(width: 28, height: 10))
    }

    @Test func zeroProposalGivesMinimumSizes() throws {
        // Proposed 0 × 0: both colours take 0, only the 8-point gap remains.
        let p = try layoutTree(
            HStack {
                Color.red.accessibilityIdentifier("a"); Color.blue.accessibilityIdentifier("b")
            }, 0, 0)
        #expect(frame(p, "a").width == 0)
        #expect(frame(p, "b").minX == 8)
        #expect(p.frame.size == CGSize(width: 8, height: 0))
    }

    @Test func infiniteProposalKeepsFixedChildren() throws {
        // Offered infinity, fixed frames keep their size: 30 + 8 + 20 = 58 wide, 30 tall.
        let p = try layoutTree(HStack { block("a", 30, 30); block("b", 20, 10) }, .infinity, .infinity)
        #expect(p.frame.size == CGSize(width: 58, height: 30))
        #expect(frame(p, "b") == CGRect(x: 38, y: 10, width: 20, height: 10))
    }

    @Test func zstackAlignment() throws {
        // bottomTrailing aligns b's bottom-right corner with a's: (100 − 20, 100 − 20).
        let p = try layoutTree(ZStack(alignment: .bottomTrailing) { block("a", 100, 100); block("b", 20, 20) })
        #expect(frame(p, "b") == CGRect(x: 80, y: 80, width: 20, height: 20))
        // Centred by default: (100 − 20) / 2 = 40.
        let q = try layoutTree(ZStack { block("a", 100, 100); block("b", 20, 20) })
        #expect(frame(q, "b").origin == CGPoint(x: 40, y: 40))
    }

    @Test func textStaysWithinItsProposal() throws {
        // A long text in a 120-point frame wraps: its width never exceeds 120 and it grows taller.
        let long = Text("The quick brown fox jumps over the lazy dog again and again")
        let p = try layoutTree(long.accessibilityIdentifier("t").frame(width: 120))
        let oneLine = try layoutTree(Text("X").accessibilityIdentifier("t"))
        #expect(frame(p, "t").width <= 120)
        #expect(frame(p, "t").height > frame(oneLine, "t").height * 1.5)
    }

    @Test func modifiersOnAGroupApplyToEachMember() throws {
        // Group { a; b }.padding(5) is a.padding(5) and b.padding(5): in a leading VStack both start
        // at x 5; b's padded box starts at 20 + 8, so b is at y 33.
        let p = try layoutTree(VStack(alignment: .leading) {
            Group { block("a", 10, 10); block("b", 30, 10) }.padding(5)
        })
        #expect(frame(p, "a").origin == CGPoint(x: 5, y: 5))
        #expect(frame(p, "b").origin == CGPoint(x: 5, y: 33))
        // ForEach too: each element gets 5 leading points, so the third starts at 2·15 + 5.
        let q = try layoutTree(
            HStack(spacing: 0) { ForEach(0..<3) { i in block("f\(i)", 10, 10) }.padding(.leading, 5) })
        #expect(frame(q, "f2").minX == 35)
    }

    @Test func modifiedEmptyGroupIsNothing() throws {
        // An empty group stays empty when modified: no padding box, no spacing.
        let show = false
        let p = try layoutTree(VStack(spacing: 0) {
            block("a", 10, 10)
            Group { if show { block("x", 1, 1) } }.padding()
            block("b", 10, 10)
        })
        #expect(frame(p, "b").minY == 10)
    }
}
