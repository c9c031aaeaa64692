import Darkroom
import Foundation
import Testing

/// `visualEffect` reads the view's final frame and changes only its drawing; `scrollTransition` draws the
/// identity phase.
@Suite struct VisualEffectTests {
    @Test func effectReadsTheFinalFrameAndLeavesLayoutAlone() throws {
        let view = VStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 30)
            Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 20)
                .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minY) }
                .accessibilityIdentifier("moved")
            Color(red: 0, green: 1, blue: 0).frame(width: 40, height: 10).accessibilityIdentifier("after")
        }
        let placed = try layout(view)
        // The next sibling stays where the unmoved view leaves it.
        #expect(frame(placed, "after") == CGRect(x: 0, y: 50, width: 40, height: 10))
        let image = try render(view.frame(width: 120, alignment: .leading))
        // The blue view is drawn 30 pt to the right (its minY), and nothing blue stays at its layout place.
        expectColor(image, 50, 40, Swatch.blue)
        expectColor(image, 10, 40, Swatch.clear)
    }

    @Test func effectThatChangesNothingDrawsTheView() throws {
        let view = Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20).visualEffect { content, _ in content }
        expectColor(try render(view), 10, 10, Swatch.blue)
    }

    @Test func scrollTransitionDrawsTheIdentityPhase() throws {
        let view = Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20)
            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
        expectColor(try render(view), 10, 10, Swatch.blue)
        let faded = Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20)
            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 0.5 : 1) }
        let pixel = color(try render(faded), 10, 10)
        #expect(pixel.map { abs($0.alpha - 0.5) < 0.02 } == true)
    }
}
