import CLibDeflate
@_spi(Engine) @testable import Darkroom
import Foundation
import Testing

/// The PNG encoder, every compression setting: the file inflates (libdeflate's
/// inflate, which checks the Adler-32) and unfilters to exactly the source's
/// straight pixels, byte for byte; it decodes through libgd to the same pixels;
/// opaque images are written as RGB.
@Suite struct PNGEncoderTests {
    /// 300 × 200 pixels: gradients, a partly transparent band, noise (so every filter has work).
    static func sample(opaque: Bool) -> CGImage {
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

    /// The four public settings and, through the engine's parts, every filter with each coder.
    static let settings: [PNGCompression] = [
        .fast, .balanced, .smallest, .uncompressed,
        PNGCompression(coder: .libdeflate(level: 6), filter: .paeth, parallel: false),
        PNGCompression(coder: .libdeflate(level: 1), filter: .sub),
        PNGCompression(coder: .libdeflate(level: 9), filter: .average),
        PNGCompression(coder: .runLength, filter: .none),
        PNGCompression(coder: .runLength, filter: .sub, parallel: false),
        PNGCompression(coder: .runLength, filter: .average),
        PNGCompression(coder: .runLength, filter: .paeth),
        PNGCompression(coder: .runLength, filter: .adaptive),
    ]

    @Test(arguments: settings)
    func inflatesToTheSourcePixels(compression: PNGCompression) throws {
        for opaque in [false, true] {
            let image = Self.sample(opaque: opaque)
            let png = try PNGEncoder(compression: compression).encode(image)
            let pixels = try #require(PNGFileReader.pixels(png), "does not inflate (opaque: \(opaque))")
            #expect(pixels.channels == (opaque ? 3 : 4))
            let expected = PNGFileReader.straight(image, channels: pixels.channels)
            let mismatch = PNGFileReader.firstDifference(pixels.bytes, expected)
            #expect(mismatch == nil, "opaque: \(opaque), first different byte at \(mismatch ?? 0)")
        }
    }

    /// The run-length coder's stripes, joined after sync flushes with their Adler-32 combined, in any
    /// number (the encoder takes one per core), including more stripes than rows.
    @Test(arguments: [1, 2, 3, 5, 16, 250])
    func runLengthStripesJoinIntoOneStream(stripes: Int) throws {
        for opaque in [false, true] {
            let image = Self.sample(opaque: opaque)
            let channels = opaque ? 3 : 4
            let idat = image.data.withUnsafeBufferPointer {
                PNGEncoder.runLengthStream($0.baseAddress!, width: 300, height: 200, stride: 1200,
                                           channels: channels, filter: .up, stripes: stripes)
            }
            let png = Data.png(width: 300, height: 200, opaque: opaque, idat: idat)
            let pixels = try #require(PNGFileReader.pixels(png), "\(stripes) stripes do not inflate")
            let expected = PNGFileReader.straight(image, channels: channels)
            let mismatch = PNGFileReader.firstDifference(pixels.bytes, expected)
            #expect(mismatch == nil, "\(stripes) stripes, first different byte at \(mismatch ?? 0)")
        }
    }

    /// The whole-image path filters stripes on all cores: the bytes are those of one thread.
    @Test func libdeflateBytesDoNotDependOnCores() throws {
        let image = Self.sample(opaque: false)
        for var compression in [PNGCompression.balanced, .smallest, .uncompressed] {
            let parallel = try PNGEncoder(compression: compression).encode(image)
            compression.parallel = false
            let serial = try PNGEncoder(compression: compression).encode(image)
            #expect(serial == parallel, "\(compression.coder): the bytes differ")
        }
    }

    @Test(arguments: settings)
    func roundTripsThroughLibGD(compression: PNGCompression) throws {
        for opaque in [false, true] {
            let image = Self.sample(opaque: opaque)
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "darkroom-png-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: url) }
            try PNGEncoder(compression: compression).write(image, to: url)
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
        let data = try PNGEncoder().encode(Self.sample(opaque: true))
        #expect(data[25] == 2)          // IHDR colour type: truecolour, no alpha
        let alpha = try PNGEncoder().encode(Self.sample(opaque: false))
        #expect(alpha[25] == 6)         // truecolour with alpha
    }

    @Test func fastIsLargerButSmallestIsSmaller() throws {
        let image = Self.sample(opaque: false)
        let fast = try PNGEncoder(compression: .fast).encode(image).count
        let smallest = try PNGEncoder(compression: .smallest).encode(image).count
        let stored = try PNGEncoder(compression: .uncompressed).encode(image).count
        #expect(smallest < fast && fast < stored)
    }

    /// The default encoder is `.balanced`, the setting `pngData(_:)` and `ImageFormat.png` use.
    @Test func theDefaultIsBalanced() throws {
        let image = Self.sample(opaque: false)
        #expect(PNGEncoder().compression == .balanced)
        let viaFormat = try ImageFormat.png.encoder.encode(image)
        #expect(viaFormat == (try PNGEncoder(compression: .balanced).encode(image)), "ImageFormat.png is not .balanced")
    }
}

/// `ViewRenderer.pngData(_:compression:)`: straight from the surface, same pixels as `image(_:)`.
@Suite struct ViewRendererPNGTests {
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
