@_spi(Engine) import Darkroom
import Foundation
import Testing

/// A 40×20 image: left half opaque red, right half 50 % blue, bottom-right
/// quarter fully transparent.
private func sample() throws -> CGImage {
    let ctx = try #require(
        CGContext(
            data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
    ctx.fill(CGRect(x: 20, y: 10, width: 20, height: 10))
    return try #require(ctx.makeImage())
}

private let red = RGBA(red: 1, green: 0, blue: 0)

@Suite("Modern encoders")
struct EncoderTests {
    @Test func pngRoundTripsExactly() throws {
        let image = try sample()
        let back = try #require(ImageDecoding.decode(try PNGEncoder().encode(image)))
        #expect(back.width == 40 && back.height == 20)
        #expect(close(back.pixel(x: 5, y: 5), red))
        #expect(close(back.pixel(x: 30, y: 5), RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), tolerance: 0.01))
        #expect(back.pixel(x: 30, y: 15)?.alpha == 0)
    }

    @Test func jpegFlattensOntoWhiteAndQualityMatters() throws {
        let image = try sample()
        let high = try JPEGEncoder(quality: 0.95).encode(image)
        let low = try JPEGEncoder(quality: 0.1).encode(image)
        #expect(high.starts(with: [0xFF, 0xD8]) && low.count < high.count)
        let back = try #require(ImageDecoding.decode(high))
        #expect(back.width == 40 && back.height == 20)
        #expect(close(back.pixel(x: 5, y: 5), red, tolerance: 0.06))
        // Transparent → white; 50 % blue over white.
        #expect(close(back.pixel(x: 35, y: 17), RGBA(red: 1, green: 1, blue: 1), tolerance: 0.06))
        #expect(close(back.pixel(x: 35, y: 3), RGBA(red: 0.5, green: 0.5, blue: 1), tolerance: 0.06))
    }

    @Test func webpLossyAndLosslessKeepAlpha() throws {
        let image = try sample()
        let lossless = try #require(ImageDecoding.decode(try WebPEncoder(lossless: true).encode(image)))
        #expect(close(lossless.pixel(x: 5, y: 5), red))
        #expect(close(lossless.pixel(x: 30, y: 5), RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), tolerance: 0.01))
        #expect(lossless.pixel(x: 30, y: 15)?.alpha == 0)
        let lossyData = try WebPEncoder(quality: 0.8).encode(image)
        #expect(lossyData.count > 12 && String(decoding: lossyData[8..<12], as: UTF8.self) == "WEBP")
        let lossy = try #require(ImageDecoding.decode(lossyData))
        #expect(close(lossy.pixel(x: 5, y: 5), red, tolerance: 0.08))
        #expect((lossy.pixel(x: 30, y: 15)?.alpha ?? 1) < 0.05)
    }

    @Test func gifHasATransparentColour() throws {
        let data = try GIFEncoder().encode(try sample())
        #expect(data.starts(with: Array("GIF8".utf8)))
        let back = try #require(ImageDecoding.decode(data))
        #expect(close(back.pixel(x: 5, y: 5), red, tolerance: 0.03))
        #expect(back.pixel(x: 30, y: 15)?.alpha == 0)
        #expect(back.pixel(x: 30, y: 5)?.alpha == 1)     // 50 % alpha stays (GIF has no partial alpha)
    }

    @Test func bmpAndTiff() throws {
        let image = try sample()
        let bmp = try #require(ImageDecoding.decode(try BMPEncoder().encode(image)))
        #expect(
            bmp.width == 40 && close(bmp.pixel(x: 5, y: 5), red)
                && close(bmp.pixel(x: 35, y: 17), RGBA(red: 1, green: 1, blue: 1)))
        let tiff = try #require(ImageDecoding.decode(try TIFFEncoder().encode(image)))
        #expect(tiff.width == 40 && close(tiff.pixel(x: 5, y: 5), red))
        #expect(close(tiff.pixel(x: 30, y: 5), RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), tolerance: 0.02))
    }

    @Test func formatsWriteAtomicallyAndNameThemselves() throws {
        let folder = try temporaryFolder()
        let image = try sample()
        for format in [ImageFormat.png, .jpeg(quality: 0.8), .webp(quality: 0.8), .webpLossless, .gif, .bmp, .tiff] {
            let url = folder.appendingPathComponent("out.\(format.fileExtension)")
            try format.encoder.write(image, to: url)
            let back = try #require(ImageDecoding.decode(try Data(contentsOf: url)), "\(format)")
            #expect(back.width == 40 && back.height == 20)
            #expect(ImageFormat(fileExtension: format.fileExtension) != nil && format.mimeType.hasPrefix("image/"))
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        #expect(throws: RenderError.self) {
            try PNGEncoder().write(image, to: folder.appendingPathComponent("missing/x.png"))
        }
    }

    @Test func garbageDoesNotDecode() {
        #expect(ImageDecoding.decode(Data("hello world, not an image".utf8)) == nil)
        #expect(ImageDecoding.decode(Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0])) == nil)
        #expect(UIImage(data: Data()) == nil && NSImage(data: Data([1, 2, 3])) == nil)
    }
}
