import CGD
import Foundation

/// JPEG through libgd (libjpeg), loaded on first use: without libgd installed,
/// `encode` throws `RenderError.encoding` naming the missing library. JPEG has no alpha: translucent pixels are
/// composited onto `background` first (white by default; Apple's
/// `jpegData` shows black where the image was transparent).
public struct JPEGEncoder: ImageEncoder {
    /// 0 (smallest) … 1 (best).
    public var quality: Double
    public var background: RGBA
    public init(quality: Double = 0.9, background: RGBA = RGBA(red: 1, green: 1, blue: 1)) {
        self.quality = quality; self.background = background
    }
    public func encode(_ image: CGImage) throws -> Data {
        let q = Int32((min(max(quality.isNaN ? 0.9 : quality, 0), 1) * 100).rounded())
        return try GDCodec.encode(image, flattenOnto: background, name: "JPEG") { gd, im, size in gd.jpegPtr(im, size, q) }
    }
}

/// WebP through libgd (libwebp), lossy or lossless, with alpha.
public struct WebPEncoder: ImageEncoder {
    public var quality: Double
    public var lossless: Bool
    public init(quality: Double = 0.9) { self.quality = quality; lossless = false }
    public init(lossless: Bool) { quality = 1; self.lossless = lossless }
    public func encode(_ image: CGImage) throws -> Data {
        let q = lossless ? Int32(gdWebpLossless) : Int32((min(max(quality.isNaN ? 0.9 : quality, 0), 1) * 100).rounded())
        return try GDCodec.encode(image, flattenOnto: nil, name: "WebP") { gd, im, size in gd.webpPtrEx(im, size, q) }
    }
}

/// GIF through libgd: at most 255 colours (libgd's quantiser, no dithering)
/// plus one transparent colour for pixels under 50 % alpha.
public struct GIFEncoder: ImageEncoder {
    public init() {}
    public func encode(_ image: CGImage) throws -> Data {
        let gd = try LibGD.require(for: "GIF")
        guard let truecolor = GDCodec.makeGDImage(image, flattenOnto: RGBA(red: 0, green: 0, blue: 0), gd) else {
            throw RenderError.encoding("GIF: cannot allocate a \(image.width) × \(image.height) image")
        }
        defer { gd.destroy(truecolor) }
        guard let palette = gd.createPaletteFromTrueColor(truecolor, 0, 255) else {
            throw RenderError.encoding("GIF: colour quantisation failed")
        }
        defer { gd.destroy(palette) }
        var transparent: Int32 = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.data[y * image.bytesPerRow + x * 4 + 3] < 128 {
                if transparent < 0 {
                    transparent = gd.colorAllocate(palette, 0, 0, 0)
                    guard transparent >= 0 else { throw RenderError.encoding("GIF: no palette entry left for transparency") }
                    gd.colorTransparent(palette, transparent)
                }
                gd.setPixel(palette, Int32(x), Int32(y), transparent)
            }
        }
        return try GDCodec.collect(name: "GIF", gd) { size in gd.gifPtr(palette, size) }
    }
}

/// 24-bit BMP through libgd; alpha is flattened onto `background`.
public struct BMPEncoder: ImageEncoder {
    public var background: RGBA
    public init(background: RGBA = RGBA(red: 1, green: 1, blue: 1)) { self.background = background }
    public func encode(_ image: CGImage) throws -> Data {
        try GDCodec.encode(image, flattenOnto: background, name: "BMP") { gd, im, size in gd.bmpPtr(im, size, 0) }
    }
}

/// TIFF through libgd (libtiff), RGBA.
public struct TIFFEncoder: ImageEncoder {
    public init() {}
    public func encode(_ image: CGImage) throws -> Data {
        try GDCodec.encode(image, flattenOnto: nil, name: "TIFF") { gd, im, size in gd.tiffPtr(im, size) }
    }
}

/// Moving pixels between `CGImage` (premultiplied 8-bit BGRA) and libgd
/// truecolor (straight colour, 7-bit alpha where 0 is opaque and 127 clear).
enum GDCodec {
    static func encode(_ image: CGImage, flattenOnto background: RGBA?, name: String,
                       _ write: (LibGD, gdImagePtr, UnsafeMutablePointer<Int32>) -> UnsafeMutableRawPointer?) throws -> Data {
        let gd = try LibGD.require(for: name)
        guard let im = makeGDImage(image, flattenOnto: background, gd) else {
            throw RenderError.encoding("\(name): cannot allocate a \(image.width) × \(image.height) image")
        }
        defer { gd.destroy(im) }
        return try collect(name: name, gd) { write(gd, im, $0) }
    }

    /// Copies libgd's output buffer and frees it with libgd's `gdFree`.
    static func collect(name: String, _ gd: LibGD, _ write: (UnsafeMutablePointer<Int32>) -> UnsafeMutableRawPointer?) throws -> Data {
        var size: Int32 = 0
        guard let bytes = write(&size), size > 0 else { throw RenderError.encoding("\(name): libgd produced no data") }
        defer { gd.free(bytes) }
        return Data(bytes: bytes, count: Int(size))
    }

    /// A libgd truecolor copy of the image; with `background`, composited onto it (opaque).
    static func makeGDImage(_ image: CGImage, flattenOnto background: RGBA?, _ gd: LibGD) -> gdImagePtr? {
        guard image.width < Int(Int32.max), image.height < Int(Int32.max),
              let im = gd.createTrueColor(Int32(image.width), Int32(image.height)) else { return nil }
        gd.alphaBlending(im, 0)
        gd.saveAlpha(im, background == nil ? 1 : 0)
        let bg = background.map { (Int(($0.red * 255).rounded()), Int(($0.green * 255).rounded()), Int(($0.blue * 255).rounded())) }
        image.data.withUnsafeBufferPointer { px in
            for y in 0..<image.height {
                let row = darkroom_gd_row(im, Int32(y))!
                for x in 0..<image.width {
                    let i = y * image.bytesPerRow + x * 4
                    let (b, g, r, a) = (Int(px[i]), Int(px[i + 1]), Int(px[i + 2]), Int(px[i + 3]))
                    if let (br, bgG, bb) = bg {
                        // Premultiplied source over an opaque background.
                        let inv = 255 - a
                        let rr = r + (br * inv + 127) / 255, gg = g + (bgG * inv + 127) / 255, bbb = b + (bb * inv + 127) / 255
                        row[x] = darkroom_gd_truecolor_alpha(Int32(min(rr, 255)), Int32(min(gg, 255)), Int32(min(bbb, 255)), 0)
                    } else if a == 0 {
                        row[x] = darkroom_gd_truecolor_alpha(0, 0, 0, 127)
                    } else {
                        func straight(_ c: Int) -> Int32 { Int32(min(255, (c * 255 + a / 2) / a)) }
                        let alpha7 = 127 - (a * 127 + 127) / 255
                        row[x] = darkroom_gd_truecolor_alpha(straight(r), straight(g), straight(b), Int32(alpha7))
                    }
                }
            }
        }
        return im
    }
}
