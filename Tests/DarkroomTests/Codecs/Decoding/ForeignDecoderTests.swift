@testable import Darkroom
import Foundation
import Testing

/// Files written by other encoders than Darkroom's (libjpeg-turbo, libpng, libwebp, libtiff and Pillow's own
/// writers, Fixtures/make_fixtures.py), each decoded to the expected quadrant pixels.
@Suite struct ForeignDecoderTests {
    @Test(arguments: [("progressive.jpg", 0.08), ("cmyk.jpg", 0.08), ("lzw.tiff", 0.0), ("deflate.tiff", 0.0),
                      ("animated.gif", 0.02), ("animated.webp", 0.0)])
    func decodesTheQuadrantPicture(_ file: String, _ tolerance: Double) throws {
        // Animations decode to their first frame (the picture; the second is black).
        ImageFixtures.expectUpright(ImageDecoding.decode(try ImageFixtures.data(file)), file, tolerance: tolerance)
    }

    /// An indexed PNG whose bottom-right entry is transparent (tRNS).
    @Test func palettePNG() throws {
        let image = try #require(ImageDecoding.decode(try ImageFixtures.data("palette.png")))
        #expect(close(image.pixel(x: 3, y: 3), RGBA(red: 1, green: 0, blue: 0)))
        #expect(close(image.pixel(x: 12, y: 3), RGBA(red: 0, green: 1, blue: 0)))
        #expect(close(image.pixel(x: 3, y: 8), RGBA(red: 0, green: 0, blue: 1)))
        #expect(image.pixel(x: 12, y: 8)?.alpha == 0)
    }

    /// libpng's 16 bits per channel reduce to 8; the white quadrant is at 50 % alpha (0x8000).
    @Test func sixteenBitRGBAPNG() throws {
        let image = try #require(ImageDecoding.decode(try ImageFixtures.data("rgba16.png")))
        #expect(close(image.pixel(x: 3, y: 3), RGBA(red: 1, green: 0, blue: 0)))
        #expect(close(image.pixel(x: 12, y: 3), RGBA(red: 0, green: 1, blue: 0)))
        #expect(close(image.pixel(x: 3, y: 8), RGBA(red: 0, green: 0, blue: 1)))
        #expect(close(image.pixel(x: 12, y: 8), RGBA(red: 1, green: 1, blue: 1, alpha: 0.5), tolerance: 0.01))
    }

    /// 16-bit grey: 0xFFFF on the left, 0x8080 (128 in 8 bits) on the right.
    @Test func sixteenBitGrayPNG() throws {
        let image = try #require(ImageDecoding.decode(try ImageFixtures.data("gray16.png")))
        #expect(image.rgba8(x: 3, y: 6).map { [$0.r, $0.g, $0.b, $0.a] } == [255, 255, 255, 255])
        #expect(image.rgba8(x: 12, y: 6).map { [$0.r, $0.g, $0.b, $0.a] } == [128, 128, 128, 255])
    }
}
