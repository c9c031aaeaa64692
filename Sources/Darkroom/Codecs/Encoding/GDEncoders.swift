import CGD
import Foundation

/// JPEG through libgd (libjpeg), loaded on first use: without libgd installed,
/// `encode` throws `RenderError.encoding` naming the missing library. JPEG has
/// no alpha: translucent pixels are composited onto `background` first (white
/// by default; Apple's `jpegData` shows black where the image was transparent).
public struct JPEGEncoder: ImageEncoder {
    /// 0 (smallest) … 1 (best).
    public var quality: Double
    /// The colour translucent pixels are composited onto (white by default).
    public var background: RGBA
    /// An encoder at `quality` (0…1) that flattens alpha onto `background`.
    public init(quality: Double = 0.9, background: RGBA = GDCodec.defaultBackground) {
        self.quality = quality; self.background = background
    }
    public func encode(_ image: CGImage) throws -> Data {
        try GDCodec.encode(image, as: .jpeg(quality: quality, background: background))
    }
}

/// GIF through libgd: at most 255 colours (libgd's quantiser, no dithering,
/// colours composited onto black) plus one transparent colour for pixels under
/// 50 % alpha.
public struct GIFEncoder: ImageEncoder {
    /// A GIF encoder.
    public init() {}
    public func encode(_ image: CGImage) throws -> Data { try GDCodec.encode(image, as: .gif) }
}

/// 24-bit BMP through libgd; alpha is flattened onto `background`.
public struct BMPEncoder: ImageEncoder {
    /// The colour translucent pixels are composited onto (white by default).
    public var background: RGBA
    /// An encoder that flattens alpha onto `background`.
    public init(background: RGBA = GDCodec.defaultBackground) { self.background = background }
    public func encode(_ image: CGImage) throws -> Data { try GDCodec.encode(image, as: .bmp(background: background)) }
}

/// TIFF through libgd (libtiff), RGBA.
public struct TIFFEncoder: ImageEncoder {
    /// A TIFF encoder.
    public init() {}
    public func encode(_ image: CGImage) throws -> Data { try GDCodec.encode(image, as: .tiff) }
}

/// The libgd encoders, for `CGImage`s and for DarkroomCompat's libgd bitmaps
/// alike: one set of rules for every format libgd writes. Package-internal (the
/// encoders above and DarkroomCompat's `GDEncoder` are its public faces);
/// `@usableFromInline` because public default arguments name `defaultBackground`.
@usableFromInline package enum GDCodec {
    /// What formats without alpha are flattened onto unless told otherwise: white.
    @usableFromInline package static let defaultBackground = RGBA(red: 1, green: 1, blue: 1)

    /// A format and its settings.
    package enum Format {
        case jpeg(quality: Double, background: RGBA)
        case webp(quality: Double)
        case webpLossless
        case gif
        case bmp(background: RGBA)
        case tiff
        case png

        var name: String {
            switch self {
            case .jpeg: "JPEG"
            case .webp, .webpLossless: "WebP"
            case .gif: "GIF"
            case .bmp: "BMP"
            case .tiff: "TIFF"
            case .png: "PNG"
            }
        }
    }

    /// Quality 0…1 as libgd's 0…100 (NaN means the default 0.9).
    static func percent(_ quality: Double) -> Int32 {
        Int32((min(max(quality.isNaN ? 0.9 : quality, 0), 1) * 100).rounded())
    }

    static func encode(_ image: CGImage, as format: Format) throws -> Data {
        _ = try LibGD.require(for: format.name)
        guard let im = GDPixels.makeGDImage(image) else {
            throw RenderError.encoding("\(format.name): cannot allocate a \(image.width) × \(image.height) image")
        }
        defer { LibGD.shared?.destroy(im) }
        return try encode(im, as: format)
    }

    /// Encodes a truecolor libgd image, which is left unchanged. Formats
    /// without alpha work on a flattened copy.
    package static func encode(_ im: gdImagePtr, as format: Format) throws -> Data {
        let gd = try LibGD.require(for: format.name)
        switch format {
        case .jpeg(let quality, let background):
            return try flattened(im, onto: background, format, gd) { flat in
                try collect(format, gd) { gd.jpegPtr(flat, $0, percent(quality)) }
            }
        case .bmp(let background):
            return try flattened(im, onto: background, format, gd) { flat in
                try collect(format, gd) { gd.bmpPtr(flat, $0, 0) }
            }
        case .webp(let quality):
            return try collect(format, gd) { gd.webpPtrEx(im, $0, percent(quality)) }
        case .webpLossless:
            return try collect(format, gd) { gd.webpPtrEx(im, $0, Int32(gdWebpLossless)) }
        case .tiff:
            return try collect(format, gd) { gd.tiffPtr(im, $0) }
        case .png:
            return try collect(format, gd) { gd.pngPtr(im, $0) }
        case .gif:
            return try gif(im, gd)
        }
    }

    /// GIF's one rule: colours flattened onto black and quantised to 255 without
    /// dithering; pixels under 50 % alpha take the transparent index.
    private static func gif(_ im: gdImagePtr, _ gd: LibGD) throws -> Data {
        try flattened(im, onto: RGBA(red: 0, green: 0, blue: 0), .gif, gd) { flat in
            guard let palette = gd.createPaletteFromTrueColor(flat, 0, 255) else {
                throw RenderError.encoding("GIF: colour quantisation failed")
            }
            defer { gd.destroy(palette) }
            var transparent: Int32 = -1
            let w = Int(darkroom_gd_sx(im)), h = Int(darkroom_gd_sy(im))
            for y in 0..<h {
                let row = darkroom_gd_row(im, Int32(y))!
                for x in 0..<w where GDPixels.alpha8(fromGD: Int((row[x] >> 24) & 0x7F)) < 128 {
                    if transparent < 0 {
                        transparent = gd.colorAllocate(palette, 0, 0, 0)
                        guard transparent >= 0 else {
                            throw RenderError.encoding("GIF: no palette entry left for transparency")
                        }
                        gd.colorTransparent(palette, transparent)
                    }
                    gd.setPixel(palette, Int32(x), Int32(y), transparent)
                }
            }
            return try collect(.gif, gd) { gd.gifPtr(palette, $0) }
        }
    }

    /// Runs `body` with an opaque copy of `im` composited onto `background`.
    private static func flattened(_ im: gdImagePtr, onto background: RGBA, _ format: Format, _ gd: LibGD,
                                  _ body: (gdImagePtr) throws -> Data) throws -> Data {
        let w = Int(darkroom_gd_sx(im)), h = Int(darkroom_gd_sy(im))
        guard let copy = GDPixels.makeImage(width: w, height: h) else {
            throw RenderError.encoding("\(format.name): cannot allocate a \(w) × \(h) image")
        }
        defer { gd.destroy(copy) }
        for y in 0..<h { darkroom_gd_row(copy, Int32(y))!.update(from: darkroom_gd_row(im, Int32(y))!, count: w) }
        GDPixels.flatten(copy, onto: background)
        gd.saveAlpha(copy, 0)
        return try body(copy)
    }

    /// Copies libgd's output buffer and frees it with libgd's `gdFree`.
    private static func collect(_ format: Format, _ gd: LibGD,
                                _ write: (UnsafeMutablePointer<Int32>) -> UnsafeMutableRawPointer?) throws -> Data {
        var size: Int32 = 0
        guard let bytes = write(&size), size > 0 else {
            throw RenderError.encoding("\(format.name): libgd produced no data")
        }
        defer { gd.free(bytes) }
        return Data(bytes: bytes, count: Int(size))
    }
}
