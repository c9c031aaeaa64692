import Darkroom
import Foundation
import Testing

/// A shape filled and then stroked draws both, the stroke over the fill, as iOS 17 does; AnyShape draws the shape
/// it wraps; the semantic and material styles draw iOS's colours.
@Suite struct ShapeViewsTests {
    @Test func fillThenStroke() throws {
        let view = Circle().fill(Color(red: 1, green: 0, blue: 0))
            .stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 8)
        let image = try render(view.frame(width: 100, height: 100))
        expectColor(image, 50, 50, Swatch.red)
        expectColor(image, 50, 1, Swatch.blue, tolerance: 0.1)
        expectColor(image, 2, 2, Swatch.clear)
        // The border version keeps the stroke inside the circle: its outer edge at the frame.
        let border = Circle().fill(Color(red: 1, green: 0, blue: 0))
            .strokeBorder(Color(red: 0, green: 0, blue: 1), lineWidth: 8)
        let bordered = try render(border.frame(width: 100, height: 100))
        expectColor(bordered, 50, 4, Swatch.blue)
        expectColor(bordered, 50, 50, Swatch.red)
    }

    @Test func anyShapeDrawsItsShape() throws {
        let shape = AnyShape(Circle()).fill(Color(red: 0, green: 0, blue: 0))
        let image = try render(shape.frame(width: 100, height: 100))
        expectColor(image, 50, 50, Swatch.black)
        expectColor(image, 3, 3, Swatch.clear)
        #expect(AnyShape(Rectangle()).layoutDirectionBehavior == .fixed)
        #expect(Rectangle().offset(x: 3).layoutDirectionBehavior == .fixed)
    }

    @Test func semanticStylesDrawIOSColours() throws {
        func pixel(_ style: some ShapeStyle, _ scheme: ColorScheme = .light) throws -> RGBA? {
            let view = Rectangle().fill(style).frame(width: 10, height: 10)
                .background(scheme == .light ? Color.white : Color.black).environment(\.colorScheme, scheme)
            return try render(view).pixel(x: 5, y: 5)
        }
        // System blue, #007AFF, for links.
        let link = try #require(try pixel(.link))
        #expect(abs(link.red - 0) < 0.01 && abs(link.green - 0x7A / 255.0) < 0.01 && abs(link.blue - 1) < 0.01)
        // The regular material over white: its white tint, at 72 %, leaves white nearly white.
        let material = try #require(try pixel(.regularMaterial))
        #expect(material.red > 0.97 && material.alpha == 1)
        // In dark mode the tint is a near-black grey.
        let dark = try #require(try pixel(.regularMaterial, .dark))
        #expect(abs(dark.red - 0.11 * 0.74) < 0.02)
    }
}
