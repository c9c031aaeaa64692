@testable import Darkroom
import DarkroomComparison
import Foundation
import Testing

/// Wide shadows and blurs are blurred at reduced resolution and scaled back up (BlurDownsampling); the result
/// must be the full-resolution blur's to within a level or two.
@Suite struct BlurDownsamplingTests {
    func both<V: View>(_ view: V, scale: CGFloat) throws -> (fast: CGImage, full: CGImage) {
        var options = RenderOptions(scale: scale)
        options.rendersBandsInParallel = false
        let fast = try ViewRenderer(options: options).image(view)
        let full = try BlurDownsampling.$isEnabled.withValue(false) { try ViewRenderer(options: options).image(view) }
        return (fast, full)
    }

    /// The share card's shadow (σ = 24 pt) at scale 2 is reduced eight times; a 6-point one at scale 3 twice.
    @Test(arguments: [(24.0, 2.0), (6.0, 3.0), (12.0, 1.0)])
    func downsampledShadowMatchesTheFullResolutionBlur(radius: Double, scale: Double) throws {
        #expect(BlurDownsampling.reducedScale(scale, sigma: radius) < scale, "the fast path engages")
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

    /// Wide blurs take the same path: a blurred picture with hard colour edges (where a reduced layer would show
    /// most) comes out as the full-resolution blur's with no visible difference. Box widths are whole pixels, so
    /// at 1/k resolution the three boxes' σ rounds differently (up to about 4 %): full-contrast edges then differ
    /// by up to about 14 levels (at the thin strokes of bold text), more than a shadow's half-transparent mask does.
    @Test(arguments: [(12.0, 2.0), (20.0, 1.0), (4.0, 3.0)])
    func downsampledBlurMatchesTheFullResolutionBlur(radius: Double, scale: Double) throws {
        #expect(BlurDownsampling.reducedScale(scale, sigma: radius) < scale, "the fast path engages")
        let picture = HStack(spacing: 0) {
            Color.red.frame(width: 50)
            Color.yellow.frame(width: 30)
            Circle().fill(Color.blue).frame(width: 60)
            Text("Blur").font(.system(size: 40, weight: .bold))
        }
        .frame(width: 220, height: 90)
        .blur(radius: radius)
        .padding(20)
        .background(Color.white)
        let (fast, full) = try both(picture, scale: scale)
        let difference = try #require(ImageDifference(fast, full))
        let boxRounding = ImageTolerance(
            maxChannelDifference: 16, maxMeanChannelDifference: 1, maxVisiblyDifferingShare: 0)
        #expect(difference.isWithin(boxRounding), "radius \(radius) at scale \(scale): \(difference)")
        #expect(difference.differingPixels > 0, "the two paths really ran")
    }

    /// Narrow shadows keep full resolution.
    @Test func narrowShadowsAreNotReduced() {
        #expect(BlurDownsampling.reducedScale(2, sigma: 3) == 2)
    }

    /// Layers within the budget keep BlurDownsampling's scale.
    @Test func layersWithinTheBudgetKeepTheirScale() {
        let whole = CGRect(x: 0, y: 0, width: 1_900, height: 1_900)
        #expect(BlurDownsampling.budgetedScale(1, sigma: 100, whole: whole) == 1)
    }

    /// The fuzzer's layer: σ = 214 pt at 6 pixels per point (after the 1/8 reduction), 7,724 pixels a side.
    /// It goes down to the budget, and σ stays at least 4 pixels.
    @Test func aLayerPastTheBudgetGoesCoarserButKeepsFourPixelsPerSigma() {
        let whole = CGRect(x: 0, y: 0, width: 1_283, height: 1_288)
        let scale = BlurDownsampling.budgetedScale(6.02, sigma: 214, whole: whole)
        #expect(scale < 6.02)
        #expect(whole.width * scale * whole.height * scale <= BlurDownsampling.layerPixelBudget)
        #expect(214 * scale >= 4)
        // A layer of infinite extent is held to 4 pixels per σ rather than left at full size.
        let endless = CGRect(x: 0, y: 0, width: 1e300, height: 1e300)
        #expect(BlurDownsampling.budgetedScale(6, sigma: 10, whole: endless) == 0.4)
    }
}
