import Darkroom
import Foundation
import Testing

@Suite("Foundation pixels")
struct PixelTests {
    let red = RGBA(hex: 0xFF3B30)
    let blue = RGBA(hex: 0x007AFF)
    let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    @Test func imageSizeIsPointsTimesScale() throws {
        for scale in [1, 2, 3] as [CGFloat] {
            let image = try render(Rectangle().frame(width: 100, height: 50), scale: scale)
            #expect(image.width == Int(100 * scale) && image.height == Int(50 * scale))
        }
    }

    @Test @MainActor func imageRendererScaleTwoGivesTwoHundredByOneHundred() throws {
        let renderer = ImageRenderer(content: Rectangle().frame(width: 100, height: 50))
        renderer.scale = 2
        let image = try #require(renderer.cgImage)
        #expect(image.width == 200 && image.height == 100)
        let ui = try #require(renderer.uiImage)
        #expect(ui.size == CGSize(width: 100, height: 50) && ui.scale == 2)
        let png = try #require(ui.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func systemColoursLandAtKnownPoints() throws {
        // Red left half, blue right half of a 40×20 HStack; transparent padding around.
        let image = try render(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }.padding(5), scale: 2)
        #expect(image.width == 100 && image.height == 60)
        #expect(close(image.pixel(x: 20, y: 30), red))
        #expect(close(image.pixel(x: 80, y: 30), blue))
        #expect(close(image.pixel(x: 2, y: 2), clear))
    }

    @Test func circleIsRoundAndTransparentOutside() throws {
        let image = try render(Circle().fill(Color.red).frame(width: 40, height: 40))
        #expect(close(image.pixel(x: 20, y: 20), red))
        #expect(close(image.pixel(x: 1, y: 1), clear))      // outside the circle
        #expect(close(image.pixel(x: 20, y: 1), red, tolerance: 0.05) || image.pixel(x: 20, y: 1)!.alpha > 0.5)
    }

    @Test func opacityAndForegroundColour() throws {
        let image = try render(Rectangle().foregroundColor(.blue).opacity(0.5).frame(width: 10, height: 10))
        let p = try #require(image.pixel(x: 5, y: 5))
        #expect(abs(p.alpha - 0.5) < 0.01)
        #expect(abs(p.blue - 1) < 0.02)
        // Default foreground is black.
        let black = try render(Rectangle().frame(width: 10, height: 10))
        #expect(close(black.pixel(x: 5, y: 5), RGBA(red: 0, green: 0, blue: 0)))
    }

    @Test func strokeDrawsOnlyTheOutline() throws {
        let image = try render(Rectangle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40))
        #expect(close(image.pixel(x: 1, y: 20), red))      // on the edge (half the stroke is inside)
        #expect(close(image.pixel(x: 20, y: 20), clear))   // the inside is not filled
        let border = try render(Circle().strokeBorder(Color.blue, lineWidth: 4).frame(width: 40, height: 40))
        #expect(close(border.pixel(x: 2, y: 20), blue))    // strokeBorder stays inside the bounds
    }

    @Test func textDrawsInkInItsColour() throws {
        let image = try render(Text("HELLO").font(.system(size: 40, weight: .black)).foregroundColor(.red), scale: 1)
        var redPixels = 0
        for y in 0..<image.height {
            for x in 0..<image.width where close(image.pixel(x: x, y: y), red, tolerance: 0.1) { redPixels += 1 }
        }
        #expect(redPixels > image.width * image.height / 10)
    }

    @Test func backgroundsAndClipping() throws {
        // A blue square clipped to a circle: the corner is transparent, the centre blue.
        let image = try render(Color.blue.frame(width: 40, height: 40).clipShape(Circle()))
        #expect(close(image.pixel(x: 20, y: 20), blue))
        #expect(close(image.pixel(x: 2, y: 2), clear))
        // Text with a red background: a corner pixel of the background is red.
        let bg = try render(Text("x").padding(8).background(Color.red))
        #expect(close(bg.pixel(x: 1, y: 1), red))
    }

    @Test func opaqueRendersHaveNoTransparency() throws {
        let image = try ViewRenderer(options: RenderOptions(isOpaque: true)).image(
            Circle().fill(Color.red).frame(width: 20, height: 20))
        #expect(image.pixel(x: 0, y: 0)?.alpha == 1)
    }

    @Test func pngRoundTripsThroughLibgd() throws {
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent("card.png")
        try ViewRenderer(options: RenderOptions(scale: 2)).writePNG(Color.red.frame(width: 10, height: 5), to: url)
        let decoded = try #require(ImageLoader.shared.decode(url.path))
        #expect(decoded.width == 20 && decoded.height == 10)
        #expect(close(decoded.pixel(x: 10, y: 5), red))
    }
}
