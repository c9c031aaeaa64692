import Foundation
import Testing
@testable import Darkroom

@Suite("Layout: frames, padding, decorations")
struct FrameLayoutTests {
    @Test func fixedFrameReportsItsSize() throws {
        // A fixed frame is its size whatever it is offered.
        let p = try layoutTree(Color.red.frame(width: 100, height: 50), 300, 300)
        #expect(p.frame.size == CGSize(width: 100, height: 50))
    }

    @Test func fixedFrameAlignsItsChild() throws {
        // A 20 × 20 block in a 100 × 50 frame aligned bottomTrailing sits at (80, 30).
        let p = try layoutTree(block("a", 20, 20).frame(width: 100, height: 50, alignment: .bottomTrailing))
        #expect(frame(p, "a") == CGRect(x: 80, y: 30, width: 20, height: 20))
        // topLeading puts it at the origin.
        let q = try layoutTree(block("a", 20, 20).frame(width: 100, height: 50, alignment: .topLeading))
        #expect(frame(q, "a").origin == .zero)
    }

    @Test func fixedFramePassesUnsetDimensionThrough() throws {
        // frame(width: 40) proposes 40 × 70 to the colour, which takes it; the height passes through.
        let p = try layoutTree(Color.red.frame(width: 40).accessibilityIdentifier("f"), 300, 70)
        #expect(frame(p, "f").size == CGSize(width: 40, height: 70))
    }

    @Test func maxWidthInfinityTakesTheOffer() throws {
        // Only a maximum: min(∞, max(child 20, proposal 300)) = 300; no vertical bounds → child's 20.
        let p = try layoutTree(
            block("a", 20, 20).frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("f"), 300, 100)
        #expect(frame(p, "f") == CGRect(x: 0, y: 0, width: 300, height: 20))
        #expect(frame(p, "a") == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func minWidthWithUnspecifiedProposal() throws {
        // Only a minimum, proposal nil: the frame behaves as if offered the child's size, max(100, 20) = 100.
        // Height: the fixed inner frame passes nil to the colour → 10. The child is centred: (100 − 20)/2 = 40.
        let p = try layoutTree(Color.red.frame(width: 20).accessibilityIdentifier("a").frame(minWidth: 100))
        #expect(p.frame.size == CGSize(width: 100, height: 10))
        #expect(frame(p, "a").minX == 40)
    }

    @Test func minAndMaxClampTheProposal() throws {
        // Both bounds: the frame takes the proposal clamped to them: 200 → 80, 10 → 50.
        let wide = try layoutTree(Color.red.frame(minWidth: 50, maxWidth: 80), 200, 10)
        #expect(wide.frame.width == 80)
        let narrow = try layoutTree(Color.red.frame(minWidth: 50, maxWidth: 80), 10, 10)
        #expect(narrow.frame.width == 50)
    }

    @Test func idealSizeUsedUnderFixedSize() throws {
        // fixedSize proposes nil; a frame without bounds then reports its ideal 70 × 30.
        let p = try layoutTree(Color.red.frame(idealWidth: 70, idealHeight: 30).fixedSize(), 300, 300)
        #expect(p.frame.size == CGSize(width: 70, height: 30))
    }

    @Test func fixedSizeInOneAxis() throws {
        // Horizontal only: width is the ideal 40, height the offered 200.
        let p = try layoutTree(Color.red.frame(idealWidth: 40).fixedSize(horizontal: true, vertical: false), 300, 200)
        #expect(p.frame.size == CGSize(width: 40, height: 200))
    }

    @Test func fixedSizeTextIgnoresNarrowFrame() throws {
        // A fixed-size text keeps its one-line width even in a 20-point frame (it overflows, centred).
        let free = try layoutTree(Text("Hello, world").accessibilityIdentifier("t"))
        let fixed = try layoutTree(Text("Hello, world").fixedSize().accessibilityIdentifier("t").frame(width: 20))
        #expect(frame(fixed, "t").width == frame(free, "t").width)
        #expect(approx(frame(fixed, "t").midX, 10))
    }

    @Test func defaultPaddingIs16() throws {
        // padding() adds 16 on every edge: 50 + 32 = 82; the content starts at (16, 16).
        let p = try layoutTree(block("a", 50, 50).padding())
        #expect(p.frame.size == CGSize(width: 82, height: 82))
        #expect(frame(p, "a").origin == CGPoint(x: 16, y: 16))
    }

    @Test func paddingOnChosenEdges() throws {
        // .horizontal 10 → 70 wide, same height; .top 5 moves the content down 5.
        let p = try layoutTree(block("a", 50, 50).padding(.horizontal, 10).padding(.top, 5))
        #expect(p.frame.size == CGSize(width: 70, height: 55))
        #expect(frame(p, "a").origin == CGPoint(x: 10, y: 5))
        // EdgeInsets form.
        let q = try layoutTree(block("a", 10, 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(q.frame.size == CGSize(width: 16, height: 14))
    }

    @Test func paddingShrinksTheProposal() throws {
        // Offered 100 × 100, padding 16 proposes 68 × 68 to the flexible colour.
        let p = try layoutTree(Color.red.accessibilityIdentifier("c").padding(), 100, 100)
        #expect(frame(p, "c") == CGRect(x: 16, y: 16, width: 68, height: 68))
    }

    @Test func overlayIsAlignedOnTheContent() throws {
        // The overlay is proposed the content's 100 × 60 and aligned topTrailing: x = 100 − 20.
        let p = try layoutTree(block("a", 100, 60).overlay(alignment: .topTrailing) { block("b", 20, 20) })
        #expect(frame(p, "b") == CGRect(x: 80, y: 0, width: 20, height: 20))
        #expect(p.frame.size == CGSize(width: 100, height: 60))
    }

    @Test func backgroundDoesNotChangeTheSize() throws {
        // A 100 × 100 background on a 50 × 50 view: the pair stays 50 × 50 and the background is centred.
        let p = try layoutTree(block("a", 50, 50).background(block("b", 100, 100)))
        #expect(p.frame.size == CGSize(width: 50, height: 50))
        #expect(frame(p, "b") == CGRect(x: -25, y: -25, width: 100, height: 100))
    }

    @Test func backgroundColourFillsTheContent() throws {
        // A flexible background is proposed exactly the content's size.
        let p = try layoutTree(block("a", 30, 40).background(Color.red.accessibilityIdentifier("bg")))
        #expect(frame(p, "bg") == CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func aspectRatioFitAndFill() throws {
        // Fit 2:1 in 300 × 100: width min(300, 100·2) = 200 → 200 × 100, centred at x 50.
        let fit = try layoutTree(
            Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("a").frame(width: 300, height: 100))
        #expect(frame(fit, "a") == CGRect(x: 50, y: 0, width: 200, height: 100))
        // Fill: max(300, 200) = 300 → 300 × 150, centred at y −25.
        let fill = try layoutTree(
            Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("a").frame(width: 300, height: 100))
        #expect(frame(fill, "a") == CGRect(x: 0, y: -25, width: 300, height: 150))
    }

    @Test func aspectRatioWithoutRatioUsesIdealShape() throws {
        // No ratio: the colour's ideal 10 × 10 gives 1:1, so it fits 100 × 100 in 300 × 100, centred.
        let p = try layoutTree(Color.red.scaledToFit().accessibilityIdentifier("a").frame(width: 300, height: 100))
        #expect(frame(p, "a") == CGRect(x: 100, y: 0, width: 100, height: 100))
        // CGSize ratio 4:3 fitted into 400 × 400 → 400 × 300.
        let q = try layoutTree(Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit), 400, 400)
        #expect(q.frame.size == CGSize(width: 400, height: 300))
    }

    @Test func offsetMovesDrawingButNotLayout() throws {
        // a is drawn 10 right and 20 down; b is still laid out after a's original frame, at 50 + 8.
        let p = try layoutTree(HStack(alignment: .top) { block("a", 50, 50).offset(x: 10, y: 20); block("b", 50, 50) })
        #expect(frame(p, "a").origin == CGPoint(x: 10, y: 20))
        #expect(frame(p, "b").origin == CGPoint(x: 58, y: 0))
        #expect(p.frame.size == CGSize(width: 108, height: 50))
    }

    @Test func positionCentresOnThePointAndTakesTheOffer() throws {
        // position takes the whole 200 × 200 and centres the 20 × 20 block on (50, 60).
        let p = try layoutTree(block("a", 20, 20).position(x: 50, y: 60).accessibilityIdentifier("p"), 200, 200)
        #expect(frame(p, "p").size == CGSize(width: 200, height: 200))
        #expect(frame(p, "a") == CGRect(x: 40, y: 50, width: 20, height: 20))
    }
}
