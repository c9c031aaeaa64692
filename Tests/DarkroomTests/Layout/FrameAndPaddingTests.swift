import Darkroom
import Foundation
import Testing

@Suite("Foundation frames and padding")
struct FrameAndPaddingTests {
    @Test func defaultPaddingIsSixteenOnEveryEdge() throws {
        // 10×10 + 16 on each side = 42×42, child at (16, 16).
        let placed = try layout(Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("c").padding())
        #expect(placed.frame.size == CGSize(width: 42, height: 42))
        #expect(frame(placed, "c").origin == CGPoint(x: 16, y: 16))
        // Edge sets: only the leading edge, 5 pt: 15×10, child at x = 5.
        let leading = try layout(
            Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("c").padding(.leading, 5))
        #expect(leading.frame.size == CGSize(width: 15, height: 10))
        #expect(frame(leading, "c").minX == 5)
    }

    @Test func paddingShrinksTheProposal() throws {
        // A colour offered 100×60 through 10-pt padding gets 80×40.
        let placed = try layout(
            Color.red.accessibilityIdentifier("c").padding(10), ProposedViewSize(width: 100, height: 60))
        #expect(frame(placed, "c") == CGRect(x: 10, y: 10, width: 80, height: 40))
    }

    @Test func fixedFrameAlignsItsChild() throws {
        // A 20×20 child in a 100×50 frame: centred at (40, 15); .bottomTrailing at (80, 30).
        let centred = try layout(
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("c").frame(width: 100, height: 50))
        #expect(frame(centred, "c").origin == CGPoint(x: 40, y: 15))
        let corner = try layout(Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("c")
            .frame(width: 100, height: 50, alignment: .bottomTrailing))
        #expect(frame(corner, "c").origin == CGPoint(x: 80, y: 30))
        // Only a width: the height follows the child (a shape offered nil height takes 10).
        let widthOnly = try layout(Rectangle().frame(width: 30))
        #expect(widthOnly.frame.size == CGSize(width: 30, height: 10))
    }

    @Test func flexibleFrameFollowsAppleRules() throws {
        // maxWidth: .infinity takes the whole proposal (300), child (a 20-wide square) centred.
        let wide = try layout(
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("c").frame(maxWidth: .infinity),
            ProposedViewSize(width: 300, height: 100))
        #expect(wide.frame.size == CGSize(width: 300, height: 20))
        #expect(frame(wide, "c").minX == 140)
        // minWidth 100 around a 20-wide child offered 300: max(100, min(20, 300)) = 100.
        let minimum = try layout(
            Rectangle().frame(width: 20, height: 20).frame(minWidth: 100), ProposedViewSize(width: 300, height: 100))
        #expect(minimum.frame.width == 100)
        // maxWidth 50 around a colour offered 300: min(50, max(300, 300)) = 50.
        let capped = try layout(Color.red.frame(maxWidth: 50), ProposedViewSize(width: 300, height: 100))
        #expect(capped.frame.size == CGSize(width: 50, height: 100))
        // Unspecified proposal with an ideal width: the frame reports the ideal (120).
        let ideal = try layout(Color.red.frame(idealWidth: 120, idealHeight: 30))
        #expect(ideal.frame.size == CGSize(width: 120, height: 30))
        // min and max both set: the proposal clamped: 300 → 200 (max), 10 → 40 (min).
        let clamped = try layout(Color.red.frame(minWidth: 40, maxWidth: 200), ProposedViewSize(width: 300, height: 10))
        #expect(clamped.frame.width == 200)
        let clampedUp = try layout(
            Color.red.frame(minWidth: 40, maxWidth: 200), ProposedViewSize(width: 10, height: 10))
        #expect(clampedUp.frame.width == 40)
    }

    @Test func backgroundAndOverlayTakeTheContentSize() throws {
        // A colour background is proposed the padded text's exact size; the pair is that size.
        let placed = try layout(Rectangle().frame(width: 30, height: 10).padding(5)
            .background(Color.red.accessibilityIdentifier("bg"))
            .overlay(Circle().accessibilityIdentifier("ov"), alignment: .center))
        #expect(placed.frame.size == CGSize(width: 40, height: 20))
        #expect(frame(placed, "bg") == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(frame(placed, "ov") == CGRect(x: 0, y: 0, width: 40, height: 20))
        // An overlay with its own size is aligned: 10×10 at .topTrailing of 40×20 → (30, 0).
        let badge = try layout(Color.blue.frame(width: 40, height: 20)
            .overlay(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b"), alignment: .topTrailing))
        #expect(frame(badge, "b").origin == CGPoint(x: 30, y: 0))
    }

    @Test func shapesTakeTheOfferAndDefaultToTenPoints() throws {
        #expect(try layout(Circle()).frame.size == CGSize(width: 10, height: 10))
        #expect(
            try layout(Capsule(), ProposedViewSize(width: 80, height: 30)).frame.size == CGSize(width: 80, height: 30))
        #expect(try layout(Color.red, ProposedViewSize(width: 0, height: 0)).frame.size == .zero)
    }

    @Test func textWrapsToTheProposedWidth() throws {
        let string = "The quick brown fox jumps over the lazy dog, twice over."
        let ideal = try layout(Text(string))
        let narrow = try layout(Text(string), ProposedViewSize(width: 120, height: nil))
        // Ideal size: one line. Wrapped: no wider than the offer, and several lines tall.
        #expect(narrow.frame.width <= 120)
        #expect(narrow.frame.height >= 3 * ideal.frame.height - 1)
        #expect(ideal.frame.width > 300)
        // Body text (17 pt) is roughly 20–23 pt tall per line.
        #expect(ideal.frame.height > 17 && ideal.frame.height < 24)
        // Larger styles are taller.
        let title = try layout(Text("Title").font(.largeTitle))
        let caption = try layout(Text("Title").font(.caption2))
        #expect(title.frame.height > 2.5 * caption.frame.height)
    }

    @Test func textStylesFollowTheIOSSizes() throws {
        // Heights scale with the point size (line height ∝ size for one font): compare to body.
        let body = try layout(Text("Hg")).frame.height
        let sizes: [(Font, CGFloat)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11)
        ]
        for (font, size) in sizes {
            let h = try layout(Text("Hg").font(font)).frame.height
            #expect(abs(h / body - size / 17) < 0.08, "\(font) → \(h)")
        }
    }
}
