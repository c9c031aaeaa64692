import Darkroom
import Foundation
import Testing

/// Shape styles with a shadow (`ShapeStyle.shadow(_:)`): a drop shadow beneath the shape, as the `shadow`
/// modifier draws it, and an inner shadow inside the shape along the edges it is cast from.
@MainActor @Suite struct ShadowStyleTests {
    private func render(_ view: some View) throws -> CGImage {
        try ViewRenderer(options: RenderOptions(scale: 1)).image(view.padding(20))
    }

    /// A sharp black drop shadow moved by (10, 10) shows below and right of the white square, not elsewhere.
    @Test func dropShadowFallsBeneathTheShape() throws {
        let image = try render(
            Rectangle().fill(Color.white.shadow(.drop(color: .black, radius: 0, x: 10, y: 10)))
                .frame(width: 40, height: 40))
        expectColor(image, 25, 25, Swatch.white)       // the square
        expectColor(image, 65, 65, Swatch.black)       // the shadow, past the square's corner
        expectColor(image, 15, 15, Swatch.clear)       // nothing above-left
    }

    /// A style's drop shadow draws what the `shadow` modifier draws for the same shape.
    @Test func dropShadowMatchesTheShadowModifier() throws {
        let styled = try render(
            Circle().fill(Color.blue.shadow(.drop(radius: 6, y: 4))).frame(width: 40, height: 40))
        let modified = try render(
            Circle().fill(Color.blue).shadow(radius: 6, y: 4).frame(width: 40, height: 40))
        #expect(styled.width == modified.width && styled.height == modified.height)
        for y in stride(from: 0, to: styled.height, by: 3) {
            for x in stride(from: 0, to: styled.width, by: 3) {
                let expected = modified.pixel(x: x, y: y) ?? Swatch.clear
                #expect(close(styled.pixel(x: x, y: y), expected, tolerance: 2.0 / 255), "pixel (\(x), \(y))")
            }
        }
    }

    /// A sharp black inner shadow moved by (10, 10) darkens the band inside the top and left edges; the rest of
    /// the square keeps its colour and nothing is drawn outside the square.
    @Test func innerShadowDarkensTheEdgesItIsCastFrom() throws {
        let image = try render(
            Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, x: 10, y: 10)))
                .frame(width: 40, height: 40))
        expectColor(image, 25, 25, Swatch.black)       // inside, within 10 points of the top-left corner
        expectColor(image, 45, 25, Swatch.black)       // inside, under the top edge
        expectColor(image, 45, 45, Swatch.white)       // inside, clear of the cast edges
        expectColor(image, 58, 58, Swatch.white)       // inside, by the bottom-right corner
        expectColor(image, 15, 15, Swatch.clear)       // outside: the caster is clipped away
        expectColor(image, 65, 65, Swatch.clear)
    }

    /// The static form shadows the current foreground style.
    @Test func staticShadowUsesTheForegroundStyle() throws {
        let image = try render(
            Rectangle().fill(.shadow(.drop(color: .black, radius: 0, x: 10, y: 10)))
                .foregroundStyle(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40))
        expectColor(image, 25, 25, Swatch.red)
        expectColor(image, 65, 65, Swatch.black)
    }
}
