@_spi(Engine) import Darkroom
import Foundation
import Testing

/// `glassEffect(_:in:)` draws a still frame of glass behind the view: a light frost in the effect's shape (a
/// capsule unless named), a tint when given, nothing for `.identity`; the view's size is unchanged.
@Suite struct GlassEffectTests {
    /// A 100 × 40 label-sized block on glass over a red backdrop, read at its centre and corner.
    func pixels(_ glass: Glass, in shape: some Shape = DefaultGlassEffectShape()) throws
        -> (centre: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), corner: (r: UInt8, g: UInt8, b: UInt8, a: UInt8))
    {
        let view = ZStack {
            Color.red
            Color.clear.frame(width: 100, height: 40).glassEffect(glass, in: shape)
        }
        .frame(width: 140, height: 80)
        let image = try render(view)
        return (try #require(image.rgba8(x: 70, y: 40)), try #require(image.rgba8(x: 21, y: 21)))
    }

    @Test func regularGlassFrostsTheBackdropInACapsule() throws {
        let (centre, corner) = try pixels(.regular)
        // The frost lightens red towards white; the capsule's rounded end leaves the corner red.
        #expect(centre.g > 150 && centre.b > 150, "\(centre)")
        #expect(corner.r > 200 && corner.g < 60, "\(corner)")
    }

    @Test func aRectangleShapeFrostsTheCorner() throws {
        let (_, corner) = try pixels(.regular, in: Rectangle())
        #expect(corner.g > 150, "\(corner)")
    }

    @Test func identityGlassDrawsNothingAndATintColours() throws {
        let (centre, _) = try pixels(.identity)
        #expect(centre.r > 200 && centre.g < 60, "identity leaves the backdrop: \(centre)")
        let (tinted, _) = try pixels(.regular.tint(.blue).interactive())
        #expect(tinted.b > 150 && tinted.r < 150, "\(tinted)")
    }

    @Test func glassKeepsTheViewsSize() throws {
        let placed = try layout(Text("Home").padding(8).glassEffect().accessibilityIdentifier("glass"))
        let plain = try layout(Text("Home").padding(8).accessibilityIdentifier("glass"))
        #expect(frame(placed, "glass").size == frame(plain, "glass").size)
    }
}
