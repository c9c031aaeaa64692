import Darkroom
import Foundation
import Testing

/// Stacked `.shadow` modifiers compound as on iOS: each outer shadow is cast by the view and the
/// shadows inside it. iOS's four radius-10 shadows reach about 50 px at @1x; Darkroom's reach
/// 33 px (one reaches 23), further than four independent shadows (about 25) but still short.
@Suite struct StackedShadowTests {
    /// Share of a Gaussian of standard deviation `sigma` beyond distance `d` from a straight edge.
    private func tail(_ d: Double, sigma: Double) -> Double { 0.5 * erfc(d / (sigma * 2.0.squareRoot())) }

    /// How far (in px from the white square's right edge) the shadow stays visible (alpha ≥ 2/255).
    private func reach(shadows: Int) throws -> Int {
        var view = AnyView(Color.white.frame(width: 40, height: 40))
        for _ in 0 ..< shadows { view = AnyView(view.shadow(radius: 10)) }
        let image = try ViewRenderer(options: RenderOptions(scale: 1)).image(view.padding(100))
        var x = 140
        while x < image.width - 1, let p = image.pixel(x: x + 1, y: 120), p.alpha >= 2.0 / 255 { x += 1 }
        return x - 140 + 1
    }

    @Test func fourRadiusTenShadowsReachFurtherThanOne() throws {
        let one = try reach(shadows: 1)
        let four = try reach(shadows: 4)
        #expect((20 ... 26).contains(one), "one shadow: \(one) px")
        #expect(four >= one + 8, "four shadows: \(four) px")
    }

    /// Without compounding, four shadows of the square alone would add up to
    /// 1 − (1 − 0.33 · tail)^4 at a distance; compounded they are clearly darker further out.
    @Test func stackedShadowsAreDarkerThanIndependentOnes() throws {
        var view = AnyView(Color.white.frame(width: 40, height: 40))
        for _ in 0 ..< 4 { view = AnyView(view.shadow(radius: 10)) }
        let image = try ViewRenderer(options: RenderOptions(scale: 1)).image(view.padding(100))
        let alpha = try #require(image.pixel(x: 140 + 25, y: 120)).alpha
        let independent = 1 - pow(1 - 0.33 * tail(25.5, sigma: 10), 4)
        #expect(alpha > 3 * independent, "alpha \(alpha), independent \(independent)")
    }
}
