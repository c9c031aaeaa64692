@testable import Darkroom
import Foundation
import Testing

/// Wide shadows blur on a downsampled mask and are scaled back up (ShadowDownsampling); the result must be the
/// full-resolution blur's to within a level or two.
@Suite struct ShadowDownsamplingTests {
    func both<V: View>(_ view: V, scale: CGFloat) throws -> (fast: CGImage, full: CGImage) {
        var options = RenderOptions(scale: scale)
        options.rendersBandsInParallel = false
        let fast = try ViewRenderer(options: options).image(view)
        let full = try ShadowDownsampling.$isEnabled.withValue(false) { try ViewRenderer(options: options).image(view) }
        return (fast, full)
    }

    /// The share card's shadow (σ = 24 pt) at scale 2 is reduced eight times; a 6-point one at scale 3 twice.
    @Test(arguments: [(24.0, 2.0), (6.0, 3.0), (12.0, 1.0)])
    func downsampledShadowMatchesTheFullResolutionBlur(radius: Double, scale: Double) throws {
        #expect(ShadowDownsampling.reducedScale(scale, sigma: radius) < scale, "the fast path engages")
        let card = RoundedRectangle(cornerRadius: 16).fill(Color.white)
            .shadow(color: .black.opacity(0.5), radius: radius, x: 3, y: 8)
            .frame(width: 160, height: 90)
            .padding(60)
            .background(Color(red: 0.3, green: 0.5, blue: 0.9))
        let (fast, full) = try both(card, scale: scale)
        let difference = try #require(ImageDifference(fast, full))
        #expect(difference.isWithin(.rounding), "radius \(radius) at scale \(scale): \(difference)")
        #expect(difference.differingPixels > 0 || radius * scale < 8, "the two paths really ran")
    }

    /// Narrow shadows keep full resolution.
    @Test func narrowShadowsAreNotReduced() {
        #expect(ShadowDownsampling.reducedScale(2, sigma: 3) == 2)
    }
}
