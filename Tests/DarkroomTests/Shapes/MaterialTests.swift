@_spi(Engine) import Darkroom
import Foundation
import Testing

/// `Material` draws a tint near the system background at the material's opacity (no backdrop blur): thinner
/// materials let more of the backdrop through, and the tint follows the colour scheme.
@Suite struct MaterialTests {
    func paint(_ material: Material, _ scheme: ColorScheme = .light) -> RGBA? {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        if case .color(let colour) = material._paint(in: environment, bounds: CGRect(x: 0, y: 0, width: 1, height: 1)) {
            return colour
        }
        return nil
    }

    @Test func thicknessesGoFromMostTranslucentToMostOpaque() throws {
        let alphas = try [Material.ultraThin, .thin, .regular, .thick, .ultraThick].map {
            try #require(paint($0)).alpha
        }
        #expect(alphas == alphas.sorted() && Set(alphas).count == 5, "\(alphas)")
        #expect(alphas.allSatisfy { $0 > 0 && $0 < 1 })
    }

    @Test func theTintIsTheSystemBackgroundOfTheColourScheme() throws {
        let light = try #require(paint(.regular))
        let dark = try #require(paint(.regular, .dark))
        // Light materials tint towards white, dark ones towards iOS's near-black grey (#1C1C1E).
        #expect(close(RGBA(red: light.red, green: light.green, blue: light.blue), RGBA(hex: 0xFFFFFF), tolerance: 0.03))
        #expect(close(RGBA(red: dark.red, green: dark.green, blue: dark.blue), RGBA(hex: 0x1C1C1E), tolerance: 0.03))
    }

    @Test func shapeStyleSpellingsAreTheMaterials() {
        func alpha(_ style: some ShapeStyle) -> Double? {
            if case .color(let c) = style._paint(in: EnvironmentValues(), bounds: .zero) { return c.alpha }
            return nil
        }
        #expect(alpha(.ultraThinMaterial) == paint(.ultraThin)?.alpha)
        #expect(alpha(.thinMaterial) == paint(.thin)?.alpha)
        #expect(alpha(.regularMaterial) == paint(.regular)?.alpha)
        #expect(alpha(.thickMaterial) == paint(.thick)?.alpha)
        #expect(alpha(.ultraThickMaterial) == paint(.ultraThick)?.alpha)
        #expect(alpha(.bar) == paint(.bar)?.alpha)
    }

    @Test func aTextOnAMaterialOverColourShowsTheBackdropThroughTheTint() throws {
        let view = ZStack {
            Color.red
            Text("Saved").padding().background(.ultraThinMaterial, in: Capsule())
        }
        .frame(width: 120, height: 60)
        let image = try render(view)
        let centre = try #require(image.rgba8(x: 30, y: 30))
        // Red shows through the mostly translucent white: pinker than the backdrop, not white.
        #expect(centre.r > 240 && centre.g > 60 && centre.g < 200, "\(centre)")
    }

    @Test func backgroundMaterialIsNilUnlessSet() {
        var environment = EnvironmentValues()
        #expect(environment.backgroundMaterial == nil)
        environment.backgroundMaterial = .thick
        #expect(environment.backgroundMaterial.flatMap { paint($0)?.alpha } == paint(.thick)?.alpha)
    }
}
