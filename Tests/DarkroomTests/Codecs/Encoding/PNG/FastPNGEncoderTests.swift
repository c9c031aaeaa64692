import Darkroom
import Foundation
import Testing

/// The zlib PNG encoder: every preset decodes (through libgd) to the same pixels
/// as the source, transparent and opaque images alike, single- and multi-stripe.
@Suite struct FastPNGEncoderTests {
    /// 300 × 200 pixels: gradients, a partly transparent band, noise (so every filter has work).
    func sample(opaque: Bool) -> CGImage {
        var bytes = [UInt8](repeating: 0, count: 300 * 200 * 4)
        var state: UInt32 = 1
        for y in 0..<200 {
            for x in 0..<300 {
                state = state &* 1664525 &+ 1013904223
                let a: Int = opaque ? 255 : (y < 60 ? 255 : y < 120 ? 128 : (x % 7 == 0 ? 0 : 40))
                let r = (x * 255 / 299 + Int(state >> 29)) & 255, g = y * 255 / 199, b = Int(state >> 24)
                let i = (y * 300 + x) * 4
                bytes[i] = UInt8(b * a / 255); bytes[i + 1] = UInt8(g * a / 255); bytes[i + 2] = UInt8(r * a / 255);
                bytes[i + 3] = UInt8(a)
            }
        }
        return CGImage(width: 300, height: 200, bytesPerRow: 1200, premultipliedBGRA: bytes)!
    }

    @Test(arguments: [
        PNGCompression.fast, .balanced, .smallest, .uncompressed,
        PNGCompression(level: 6, filter: .paeth, parallel: false), PNGCompression(level: 2, filter: .average),
        PNGCompression(level: 1, filter: .sub)
    ])
    func roundTrips(compression: PNGCompression) throws {
        for opaque in [false, true] {
            let image = sample(opaque: opaque)
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "darkroom-fastpng-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: url) }
            try FastPNGEncoder(compression: compression).write(image, to: url)
            let decoded = try #require(ImageLoader.shared.decode(url.path))
            #expect(decoded.width == 300 && decoded.height == 200)
            var worst = 0
            for y in stride(from: 0, to: 200, by: 3) {
                for x in stride(from: 0, to: 300, by: 3) {
                    let a = image.rgba8(x: x, y: y)!, b = decoded.rgba8(x: x, y: y)!
                    // Un-premultiplied 8-bit values: partly transparent pixels may round differently by a level or two
                    // (libgd keeps 7-bit alpha).
                    let d =
                        a.a == 0
                        ? Int(max(a.a, b.a))
                        : max(
                            abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)),
                            abs(Int(a.a) - Int(b.a)))
                    worst = max(worst, d)
                }
            }
            #expect(worst <= 4, "largest channel difference \(worst) (opaque: \(opaque))")
            // Opaque pixels need no un-premultiplication: they come back exactly.
            if opaque { #expect(worst == 0, "opaque pixels changed by \(worst)") }
        }
    }

    @Test func opaqueImagesAreWrittenAsRGB() throws {
        let data = try FastPNGEncoder().encode(sample(opaque: true))
        #expect(data[25] == 2)          // IHDR colour type: truecolour, no alpha
        let alpha = try FastPNGEncoder().encode(sample(opaque: false))
        #expect(alpha[25] == 6)         // truecolour with alpha
    }

    @Test func fastIsLargerButSmallestIsSmaller() throws {
        let image = sample(opaque: false)
        let fast = try FastPNGEncoder(compression: .fast).encode(image).count
        let smallest = try FastPNGEncoder(compression: .smallest).encode(image).count
        let stored = try FastPNGEncoder(compression: .uncompressed).encode(image).count
        #expect(smallest < fast && fast < stored)
    }
}

/// `ViewRenderer.pngData(_:compression:)`: straight from the surface, same pixels as `image(_:)`.
@Suite struct ViewRendererFastPNGTests {
    @Test(arguments: [false, true])
    func matchesTheRenderedImage(opaque: Bool) throws {
        let view = ZStack {
            Circle().fill(Color.red.opacity(0.5)); Text("PNG").font(.system(size: 20))
        }.frame(width: 80, height: 60)
        let renderer = ViewRenderer(options: RenderOptions(scale: 2, isOpaque: opaque))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-vr-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderer.writePNG(view, to: url, compression: .fast)
        let decoded = try #require(ImageLoader.shared.decode(url.path))
        let image = try renderer.image(view)
        #expect(decoded.width == 160 && decoded.height == 120)
        var worst = 0
        for y in 0..<120 {
            for x in 0..<160 {
                let a = image.rgba8(x: x, y: y)!, b = decoded.rgba8(x: x, y: y)!
                worst = max(worst, abs(Int(a.a) - Int(b.a)))
                // Nearly transparent pixels carry almost no colour information (and libgd keeps 7-bit alpha).
                if min(a.a, b.a) < 32 { continue }
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        #expect(worst <= 4)
    }
}
