@testable import Darkroom
import DarkroomComparison
import Foundation
import Testing

/// PNG decoding through cairo (exact 8-bit alpha), the other formats through
/// libgd opened on first use, and what happens when libgd is missing.
@Suite struct ImageDecodingTests {
    /// Straight RGBA pixels of a 4 × 1 PNG; alphas 1, 100 and 200 have no exact
    /// counterpart in libgd's 7-bit alpha (1 would even become fully clear).
    static let pixels: [(r: Int, g: Int, b: Int, a: Int)] = [
        (255, 0, 0, 1), (10, 200, 30, 100), (90, 60, 250, 200), (255, 255, 255, 255)
    ]

    /// Premultiplied (b, g, r, a) as cairo (and `CGImage`) store them: round(c · a / 255).
    static func premultiplied(_ p: (r: Int, g: Int, b: Int, a: Int)) -> [UInt8] {
        func m(_ c: Int) -> UInt8 { UInt8((Double(c * p.a) / 255).rounded()) }
        return [m(p.b), m(p.g), m(p.r), UInt8(p.a)]
    }

    @Test func pngKeepsExactEightBitAlpha() throws {
        let png = HandmadePNG.rgba(
            width: 4, height: 1, Self.pixels.flatMap { [UInt8($0.r), UInt8($0.g), UInt8($0.b), UInt8($0.a)] })
        let image = try #require(ImageDecoding.decode(png))
        #expect(image.width == 4 && image.height == 1)
        for (x, p) in Self.pixels.enumerated() {
            let stored = Array(image.data[(x * 4)..<(x * 4 + 4)])
            #expect(stored == Self.premultiplied(p), "pixel \(x)")
        }
        // The same through a file path (cairo's stdio reader), and without an extension.
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent("alpha-no-extension")
        try png.write(to: url)
        let fromFile = try #require(ImageLoader.shared.decode(url.path))
        #expect(ExactMatch.matches(fromFile, image))
    }

    @Test func opaquePNGIsMarkedOpaque() throws {
        let png = HandmadePNG.rgb(width: 2, height: 2, [255, 0, 0, 0, 255, 0, 0, 0, 255, 12, 34, 56])
        let image = try #require(ImageDecoding.decode(png))
        #expect(image.rgba8(x: 1, y: 1).map { [$0.r, $0.g, $0.b, $0.a] } == [12, 34, 56, 255])
        #expect(image.data[3] == 255 && image.alphaInfo == .noneSkipFirst)
    }

    @Test func corruptPNGIsNil() throws {
        let png = HandmadePNG.rgba(
            width: 4, height: 1, Self.pixels.flatMap { [UInt8($0.r), UInt8($0.g), UInt8($0.b), UInt8($0.a)] })
        #expect(ImageDecoding.decode(png.prefix(png.count - 20)) == nil) // truncated
        var flipped = png
        flipped[flipped.count - 30] ^= 0xFF                                            // bad CRC / deflate data
        #expect(ImageDecoding.decode(flipped) == nil)
        #expect(ImageDecoding.decode(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) == nil)  // signature only
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent("truncated.png")
        try png.prefix(40).write(to: url)
        #expect(ImageLoader.shared.decode(url.path) == nil)
    }

    @Test func jpegDecodesThroughLazilyLoadedLibGD() throws {
        let url = DrawingFiles.fixture("quad.jpg")
        let image = try #require(ImageDecoding.decode(try Data(contentsOf: url)))
        #expect(image.width == 16 && image.height == 16)
        #expect(close(image.pixel(x: 3, y: 3), RGBA(red: 1, green: 0, blue: 0), tolerance: 0.08))
        #expect(close(image.pixel(x: 12, y: 12), RGBA(red: 1, green: 1, blue: 1), tolerance: 0.08))
        #expect(LibGD.shared != nil)
        // The format comes from the bytes, not the name: JPEG bytes in a ".png" file still decode.
        let folder = try temporaryFolder()
        let misnamed = folder.appendingPathComponent("really-a-jpeg.png")
        try FileManager.default.copyItem(at: url, to: misnamed)
        #expect(ImageLoader.shared.decode(misnamed.path)?.width == 16)
    }

    @Test func missingLibGDIsATypedErrorNamingTheLibrary() {
        let result = LibGD.open(["libdarkroom-no-such-gd.so.9"])
        guard case .failure(.encoding(let message)) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(message.contains("libgd is not available"))
        #expect(message.contains("libdarkroom-no-such-gd.so.9"))
        // A library that opens but is not libgd (no gdImage… symbols) is refused too.
        guard case .failure(.encoding(let other)) = LibGD.open(["libz.so.1"]) else {
            Issue.record("libz was taken for libgd")
            return
        }
        #expect(other.contains("has no gdImage"))
    }
}

/// Writes PNGs byte by byte (stored deflate blocks, no filter), so the decoder
/// under test is checked against exact straight pixel values no encoder touched.
enum HandmadePNG {
    static func rgba(width: Int, height: Int, _ pixels: [UInt8]) -> Data {
        make(width, height, colorType: 6, channels: 4, pixels)
    }
    static func rgb(width: Int, height: Int, _ pixels: [UInt8]) -> Data {
        make(width, height, colorType: 2, channels: 3, pixels)
    }

    private static func make(_ width: Int, _ height: Int, colorType: UInt8, channels: Int, _ pixels: [UInt8]) -> Data {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)   // filter: none
            raw += pixels[(y * width * channels)..<((y + 1) * width * channels)]
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png += chunk("IHDR", be32(width) + be32(height) + [8, colorType, 0, 0, 0])
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return png
    }

    private static func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }

    private static func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let typed = Array(type.utf8) + body
        return Data(be32(body.count) + typed + be32(Int(crc32(typed))))
    }

    /// A zlib stream of uncompressed ("stored") deflate blocks.
    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let n = min(65_535, bytes.count - start)
            let last: UInt8 = start + n == bytes.count ? 1 : 0
            out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += bytes[start..<(start + n)]
            start += n
        } while start < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + be32(Int(b << 16 | a))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
