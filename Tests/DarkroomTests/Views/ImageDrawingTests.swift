import Darkroom
import DarkroomComparison
import Foundation
import Testing

/// Image decoding (through libgd), lookup, slicing, templates and sampling.
/// Fixtures were encoded with libgd: `quad.*` is 16×16 with 8×8 quadrants red,
/// green, blue, white; `alpha.png` is opaque red left and half-transparent red
/// right; `nineslice.png` is 30×30 with 10-pixel red corners, green edges and a
/// blue centre; `tile.png` is 20×20, orange left half, purple right half;
/// `template.png` is a black disc of radius 8 on transparency.
@Suite struct ImageDrawingTests {
    static let orange = RGBA(red: 1, green: 149 / 255, blue: 0),
        purple = RGBA(red: 128 / 255, green: 0, blue: 128 / 255)

    func fixture(_ name: String) throws -> CGImage {
        try #require(ImageLoader.shared.decode(DrawingFiles.fixture(name).path), "cannot decode \(name)")
    }
    func image(_ name: String) throws -> Image { Image(decorative: try fixture(name), scale: 1) }

    @Test(arguments: ["png", "jpg", "gif", "webp", "bmp"])
    func decodesEveryFormat(_ ext: String) throws {
        let image = try fixture("quad.\(ext)")
        #expect(image.width == 16 && image.height == 16)
        // JPEG is lossy; libgd's GIF encoder quantises truecolour to a palette (within 2 %).
        let tolerance = ext == "jpg" ? 0.08 : ext == "gif" ? 0.02 : 0.005
        #expect(close(image.pixel(x: 3, y: 3), Swatch.red, tolerance: tolerance))
        #expect(close(image.pixel(x: 12, y: 3), Swatch.green, tolerance: tolerance))
        #expect(close(image.pixel(x: 3, y: 12), Swatch.blue, tolerance: tolerance))
        #expect(close(image.pixel(x: 12, y: 12), Swatch.white, tolerance: tolerance))
    }

    @Test func decodesPartialAlpha() throws {
        let image = try fixture("alpha.png")
        #expect(close(image.pixel(x: 0, y: 0), Swatch.red))
        // libgd alpha 64 of 127 transparent: (127 - 64) / 127 = 0.496 opaque.
        #expect(close(image.pixel(x: 3, y: 0), RGBA(red: 1, green: 0, blue: 0, alpha: 0.496), tolerance: 0.01))
        let drawn = try render(Image(decorative: image, scale: 1))
        #expect(close(drawn.pixel(x: 3, y: 0), RGBA(red: 1, green: 0, blue: 0, alpha: 0.496), tolerance: 0.01))
    }

    @Test func unreadableFilesAreNil() throws {
        let folder = try temporaryFolder()
        let junk = folder.appendingPathComponent("junk.png")
        try Data("not an image".utf8).write(to: junk)
        #expect(ImageLoader.shared.decode(junk.path) == nil)
        #expect(ImageLoader.shared.decode(folder.appendingPathComponent("absent.png").path) == nil)
    }

    @Test func namedImagesComeFromSearchPaths() throws {
        let fixtures = DrawingFiles.fixtures
        if !ImageLoader.shared.searchPaths.contains(fixtures) { ImageLoader.shared.searchPaths.append(fixtures) }
        // "nineslice" resolves to nineslice.png (tried without, then with each extension).
        let placed = try layout(Image("nineslice").accessibilityIdentifier("i"))
        #expect(frame(placed, "i").size == CGSize(width: 30, height: 30))
        let drawn = try render(Image("quad.gif"))
        #expect(close(drawn.pixel(x: 12, y: 3), Swatch.green))
        // A missing name takes no space and draws nothing (a warning is logged).
        let missing = try layout(
            HStack(spacing: 0) {
                Image("no-such-image").accessibilityIdentifier("m"); Color.red.frame(width: 5, height: 5)
            })
        #expect(frame(missing, "m").size == .zero)
    }

    @Test func namedImagesComeFromABundle() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(
            at: DrawingFiles.fixture("tile.png"), to: folder.appendingPathComponent("stripes.png"))
        let bundle = try #require(Bundle(path: folder.path))
        let placed = try layout(Image("stripes", bundle: bundle).accessibilityIdentifier("i"))
        #expect(frame(placed, "i").size == CGSize(width: 20, height: 20))
    }

    @Test func nineSliceKeepsCornersAndStretchesTheRest() throws {
        let drawn = try render(
            try image("nineslice.png")
                .resizable(capInsets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)).frame(
                    width: 100, height: 60))
        let green = RGBA(red: 0, green: 200 / 255, blue: 0)
        expectColor(drawn, 5, 5, Swatch.red)
        expectColor(drawn, 94, 54, Swatch.red)
        expectColor(drawn, 12, 5, green)       // corners stay 10 points wide
        expectColor(drawn, 50, 5, green)
        expectColor(drawn, 5, 30, green)
        expectColor(drawn, 50, 30, Swatch.blue)
        expectColor(drawn, 88, 30, Swatch.blue)
        // Without insets the whole image stretches: its red corner becomes 10 × 100/30 wide.
        let stretched = try render(try image("nineslice.png").resizable().frame(width: 100, height: 60))
        expectColor(stretched, 30, 5, Swatch.red)
    }

    @Test func tileRepeatsAtNaturalSize() throws {
        let tiled = try render(try image("tile.png").resizable(resizingMode: .tile).frame(width: 50, height: 20))
        expectColor(tiled, 25, 10, Self.orange)
        expectColor(tiled, 35, 10, Self.purple)
        expectColor(tiled, 45, 10, Self.orange)
        let stretched = try render(try image("tile.png").resizable().frame(width: 40, height: 20))
        expectColor(stretched, 5, 10, Self.orange)
        expectColor(stretched, 25, 10, Self.purple)
    }

    @Test func templateImagesTakeTheForegroundStyle() throws {
        let tinted = try render(try image("template.png").renderingMode(.template).foregroundColor(.green))
        expectColor(tinted, 12, 12, RGBA(hex: 0x34C759))
        expectColor(tinted, 1, 1, Swatch.clear)
        let original = try render(try image("template.png").renderingMode(.original).foregroundColor(.green))
        expectColor(original, 12, 12, Swatch.black)
        let gradient = try render(
            try image("template.png").renderingMode(.template).resizable().frame(width: 48, height: 48)
                .foregroundStyle(
                    LinearGradient(
                        colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                        startPoint: .top, endPoint: .bottom)))
        expectColor(gradient, 24, 24, RGBA(red: 0.49, green: 0, blue: 0.51), tolerance: 0.04)
    }

    @Test func interpolationNoneKeepsHardPixels() throws {
        // 16 → 160 points: each source pixel is 10 points wide; the red/green border is at x = 80.
        let nearest = try render(try image("quad.png").resizable().interpolation(.none).frame(width: 160, height: 160))
        let smooth = try render(try image("quad.png").resizable().interpolation(.high).frame(width: 160, height: 160))
        let aliased = try render(try image("quad.png").resizable().antialiased(false).frame(width: 160, height: 160))
        expectColor(nearest, 78, 40, Swatch.red, tolerance: 0.001)
        expectColor(nearest, 81, 40, Swatch.green, tolerance: 0.001)
        #expect(ExactMatch.matches(nearest, aliased))
        // Smooth sampling blends bilinearly across the border, over one source pixel (75…85).
        let mixed = try #require(smooth.pixel(x: 78, y: 40))
        #expect(mixed.green > 0.2 && mixed.red > 0.5)
        expectColor(smooth, 72, 40, Swatch.red)
    }

    @Test func imagesFollowAspectRatio() throws {
        let fit = try layout(
            try image("quad.png").resizable().scaledToFit().accessibilityIdentifier("i"),
            ProposedViewSize(width: 100, height: 50))
        #expect(frame(fit, "i").size == CGSize(width: 50, height: 50))
        let fill = try layout(
            try image("quad.png").resizable().scaledToFill().accessibilityIdentifier("i"),
            ProposedViewSize(width: 100, height: 50))
        #expect(frame(fill, "i").size == CGSize(width: 100, height: 100))
        let drawn = try render(
            try image("quad.png").resizable().aspectRatio(contentMode: .fit).frame(width: 100, height: 50))
        // The 50×50 image is centred: x 25…75. Its red quadrant spans x 25…50, y 0…25.
        expectColor(drawn, 20, 10, Swatch.clear)
        expectColor(drawn, 30, 10, Swatch.red)
        expectColor(drawn, 70, 10, Swatch.green)
        // The avatar recipe: fill a square frame, clip to a circle. The 2:1 top half of
        // quad (red | green) fills 40×40 as 80×40, centred: x -20…60, red up to x 20.
        let wide = try #require(try fixture("quad.png").cropping(to: CGRect(x: 0, y: 0, width: 16, height: 8)))
        let avatar = try render(Image(decorative: wide, scale: 1).resizable().scaledToFill()
            .frame(width: 40, height: 40).clipShape(Circle()))
        #expect(avatar.width == 40 && avatar.height == 40)
        expectColor(avatar, 10, 20, Swatch.red)
        expectColor(avatar, 30, 20, Swatch.green)
        expectColor(avatar, 1, 1, Swatch.clear)
        expectColor(avatar, 38, 38, Swatch.clear)
        // Non-resizable images keep their pixel size at their scale.
        let retina = try layout(Image(decorative: try fixture("quad.png"), scale: 2).accessibilityIdentifier("i"))
        #expect(frame(retina, "i").size == CGSize(width: 8, height: 8))
    }
}
