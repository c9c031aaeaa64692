import Darkroom
import Foundation
import Testing

/// A 3×2 image: top row red green blue, bottom row white black yellow.
private func grid() throws -> CGImage {
    let ctx = try #require(
        CGContext(
            data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    let colors: [[(CGFloat, CGFloat, CGFloat)]] = [[(1, 0, 0), (0, 1, 0), (0, 0, 1)], [(1, 1, 1), (0, 0, 0), (1, 1, 0)]]
    for (row, line) in colors.enumerated() {
        for (x, c) in line.enumerated() {
            ctx.setFillColor(red: c.0, green: c.1, blue: c.2, alpha: 1)
            ctx.fill(CGRect(x: x, y: 1 - row, width: 1, height: 1))
        }
    }
    return try #require(ctx.makeImage())
}

private let R = RGBA(red: 1, green: 0, blue: 0), G = RGBA(red: 0, green: 1, blue: 0),
    B = RGBA(red: 0, green: 0, blue: 1)
private let W = RGBA(red: 1, green: 1, blue: 1), K = RGBA(red: 0, green: 0, blue: 0),
    Y = RGBA(red: 1, green: 1, blue: 0)

private func rows(_ image: CGImage?) -> [[RGBA]] {
    guard let image else { return [] }
    return (0..<image.height).map { y in (0..<image.width).map { x in
        let p = image.pixel(x: x, y: y)!
        return RGBA(red: p.red.rounded(), green: p.green.rounded(), blue: p.blue.rounded())
    } }
}

@Suite("Modern platform images")
struct PlatformImageTests {
    @Test func orientationsFollowEXIF() throws {
        let image = try grid()
        #expect(rows(image) == [[R, G, B], [W, K, Y]])
        #expect(rows(image.oriented(.down)) == [[Y, K, W], [B, G, R]])
        #expect(rows(image.oriented(.upMirrored)) == [[B, G, R], [Y, K, W]])
        #expect(rows(image.oriented(.downMirrored)) == [[W, K, Y], [R, G, B]])
        // .right: stored rotated 90° counter-clockwise; displaying turns it clockwise.
        #expect(rows(image.oriented(.right)) == [[W, R], [K, G], [Y, B]])
        #expect(rows(image.oriented(.left)) == [[B, Y], [G, K], [R, W]])
        #expect(rows(image.oriented(.leftMirrored)) == [[R, W], [G, K], [B, Y]])
        #expect(rows(image.oriented(.rightMirrored)) == [[Y, B], [K, G], [W, R]])
    }

    @Test func cgImageFromRawPixelsThroughADataProvider() throws {
        // 2×1 straight-alpha RGBA: opaque red, half-transparent white.
        let rgba = Data([255, 0, 0, 255, 255, 255, 255, 128])
        let provider = try #require(CGDataProvider(data: rgba as CFData))
        let image = try #require(
            CGImage(
                width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
                provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        #expect(close(image.pixel(x: 0, y: 0), R))
        #expect(close(image.pixel(x: 1, y: 0), RGBA(red: 1, green: 1, blue: 1, alpha: 0.5), tolerance: 0.01))
        #expect(image.data[4..<8] == [128, 128, 128, 128])      // premultiplied BGRA inside
        let grayBytes = try #require(CGDataProvider(data: Data([0, 255])))
        let gray = try #require(
            CGImage(
                width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alphaInfo: .none),
                provider: grayBytes, decode: nil,
                shouldInterpolate: true, intent: .perceptual))
        #expect(
            close(gray.pixel(x: 0, y: 0), K) && close(gray.pixel(x: 1, y: 0), W)
                && gray.colorSpace?.model == .monochrome)
        #expect(
            CGImage(
                width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast), provider: provider, decode: nil,
                shouldInterpolate: false, intent: .defaultIntent) == nil) // too few bytes
        #expect(image.dataProvider?.data?.count == 8)
        #expect(
            CGImage(
                width: Int.max, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: Int.max,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last), provider: provider,
                decode: nil, shouldInterpolate: false, intent: .defaultIntent) == nil)
    }

    @Test @MainActor func uiImageMembers() throws {
        let image = try grid()
        let ui = UIImage(cgImage: image, scale: 2, orientation: .right)
        #expect(ui.size == CGSize(width: 1, height: 1.5) && ui.scale == 2 && ui.imageOrientation == .right)
        let png = try #require(ui.pngData())
        let decoded = try #require(UIImage(data: png))
        #expect(rows(decoded.cgImage) == rows(image) && decoded.scale == 1)
        let jpeg = try #require(ui.jpegData(compressionQuality: 1))
        #expect(UIImage(data: jpeg)?.cgImage?.width == 2)        // orientation applied
        let file = try temporaryFolder().appendingPathComponent("g.png")
        try png.write(to: file)
        #expect(UIImage(contentsOfFile: file.path)?.size == CGSize(width: 3, height: 2))
        #expect(UIImage(contentsOfFile: "/nonexistent.png") == nil)
        #expect(UIImage().size == .zero && UIImage().pngData() == nil)

        // Image(uiImage:) draws upright: 2 px per point, rotated to 2×3 px = 1×1.5 pt.
        let renderer = ImageRenderer(content: Image(uiImage: ui))
        renderer.scale = 2
        #expect(rows(renderer.cgImage) == [[W, R], [K, G], [Y, B]])
        let decorative = ImageRenderer(content: Image(decorative: image, scale: 1, orientation: .down))
        #expect(rows(decorative.cgImage) == [[Y, K, W], [B, G, R]])
    }

    @Test @MainActor func nsImageMembers() throws {
        let image = try grid()
        let ns = NSImage(cgImage: image, size: CGSize(width: 6, height: 4))
        #expect(ns.size == CGSize(width: 6, height: 4))
        #expect(ns.cgImage(forProposedRect: nil, context: nil, hints: nil)?.width == 3)
        let tiff = try #require(ns.tiffRepresentation)
        #expect(tiff.starts(with: [0x49, 0x49, 0x2A, 0]) || tiff.starts(with: [0x4D, 0x4D, 0, 0x2A]))
        let back = try #require(NSImage(data: tiff))
        #expect(back.size == CGSize(width: 3, height: 2))
        #expect(rows(back.cgImage(forProposedRect: nil, context: nil, hints: nil)) == rows(image))
        // Image(nsImage:) lays out at the NSImage's point size.
        let placed = try ViewRenderer().layout(Image(nsImage: ns))
        #expect(placed.frame.size == CGSize(width: 6, height: 4))
        #expect(NSImage(cgImage: image, size: .zero).size == CGSize(width: 3, height: 2))
    }
}
