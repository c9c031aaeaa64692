import Darkroom
import Foundation
import Testing

/// An opaque card: a gradient, text and a circle, the kind of picture a server encodes.
private struct OpaqueCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Darkroom renders SwiftUI views").font(.title).bold().foregroundStyle(.white)
            Text("Share cards from one Swift codebase").foregroundStyle(.white.opacity(0.8))
            Circle().fill(Color.orange).frame(width: 40, height: 40)
        }
        .padding(24)
        .frame(width: 480, height: 252, alignment: .leading)
        .background(LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
    }
}

private func card() throws -> CGImage {
    try ViewRenderer(options: RenderOptions(scale: 1, isOpaque: true)).image(OpaqueCard())
}

/// A 40 × 20 image: opaque red on the left, 50 % blue on the top right, transparent on the bottom right.
private func translucent() throws -> CGImage {
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

/// The four-character code of a WebP file's first chunk: `VP8 ` (lossy), `VP8L` (lossless) or `VP8X` (extended,
/// which lossy files with alpha need).
private func firstChunk(_ data: Data) -> String {
    guard data.count >= 16, data.prefix(4) == Data("RIFF".utf8), data[8..<12] == Data("WEBP".utf8) else { return "" }
    return String(decoding: data[12..<16], as: UTF8.self)
}

@Suite("WebP encoder")
struct WebPEncoderTests {
    @Test func losslessKeepsEveryOpaquePixel() throws {
        let image = try card()
        let data = try WebPEncoder(lossless: true).encode(image)
        #expect(firstChunk(data) == "VP8L")
        let back = try #require(ImageDecoding.decode(data))
        #expect(back.width == image.width && back.height == image.height)
        var differing = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image.rgba8(x: x, y: y)!, b = back.rgba8(x: x, y: y)!
                if a != b { differing += 1 }
            }
        }
        #expect(differing == 0)
    }

    @Test func lossyOpaqueCardIsPlainVP8AndCloseAtEveryEffort() throws {
        let image = try card()
        var sizes: [Int] = []
        for effort in 0...6 {
            let data = try WebPEncoder(quality: 0.8, effort: effort).encode(image)
            // Opaque: no alpha chunk, so the simple format.
            #expect(firstChunk(data) == "VP8 ")
            let back = try #require(ImageDecoding.decode(data))
            #expect(back.width == 480 && back.height == 252)
            for (x, y) in [(5, 5), (470, 240), (240, 126), (44, 150)] {
                #expect(close(back.pixel(x: x, y: y), try #require(image.pixel(x: x, y: y)), tolerance: 0.08))
            }
            sizes.append(data.count)
        }
        // Effort buys size: libwebp's slowest search writes a smaller file than its fastest.
        #expect(sizes[6] < sizes[0])
    }

    @Test func translucentPixelsAreWrittenWithStraightAlpha() throws {
        let image = try translucent()
        let lossy = try WebPEncoder(quality: 0.9, effort: 1).encode(image)
        #expect(firstChunk(lossy) == "VP8X")
        let lossless = try WebPEncoder(lossless: true).encode(image)
        for data in [lossy, lossless] {
            let back = try #require(ImageDecoding.decode(data))
            #expect(close(back.pixel(x: 5, y: 5), RGBA(red: 1, green: 0, blue: 0), tolerance: 0.08))
            // Premultiplied bytes passed as straight would come back as half-bright blue.
            #expect(close(back.pixel(x: 30, y: 5), RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), tolerance: 0.08))
            #expect((back.pixel(x: 30, y: 15)?.alpha ?? 1) < 0.05)
        }
    }

    @Test func sameInputSameBytesAndEffortIsClamped() throws {
        let image = try card()
        let first = try WebPEncoder(quality: 0.8, effort: 1).encode(image)
        #expect(try WebPEncoder(quality: 0.8, effort: 1).encode(image) == first)
        let clamped = try WebPEncoder(quality: 0.8, effort: 99).encode(image)
        #expect(try clamped == WebPEncoder(quality: 0.8, effort: 6).encode(image))
        let defaults = try WebPEncoder(quality: .nan, effort: -3).encode(image)
        #expect(try defaults == WebPEncoder(quality: 0.9, effort: 0).encode(image))
    }

    @Test func tooWideForWebPThrows() throws {
        let white = [UInt8](repeating: 255, count: 16_384 * 4)
        let wide = try #require(CGImage(width: 16_384, height: 1, bytesPerRow: 16_384 * 4, premultipliedBGRA: white))
        #expect(throws: RenderError.self) { try WebPEncoder().encode(wide) }
    }
}
