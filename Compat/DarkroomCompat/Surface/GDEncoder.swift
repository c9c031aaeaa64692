import Foundation

/// Encoders from libgd bitmaps (the window surface, bitmap contexts): JPEG,
/// WebP, GIF, BMP and PNG, all by libgd, with the rules of Darkroom's libgd
/// encoders (`GDCodec`): JPEG and BMP are flattened onto white, GIF keeps
/// 255 undithered colours plus transparency below 50 % alpha. Bytes are always
/// complete or an error is thrown; files are written atomically.
public enum GDEncoder {
    /// JPEG at `quality` 0…1. JPEG has no alpha: the bitmap is flattened onto
    /// `background` (white unless given) first.
    public static func jpeg(_ bitmap: GDBitmap, quality: CGFloat = 0.9,
                            background: RGBA = GDCodec.defaultBackground) throws -> Data {
        try GDCodec.encode(bitmap.encodableImage(), as: .jpeg(quality: Double(quality), background: background))
    }

    /// WebP at `quality` 0…1 (1 is still lossy; libgd's WebP writer keeps alpha).
    public static func webp(_ bitmap: GDBitmap, quality: CGFloat = 0.9) throws -> Data {
        try GDCodec.encode(bitmap.encodableImage(), as: .webp(quality: Double(quality)))
    }

    /// GIF: 255 colours by libgd's quantiser, undithered, plus a transparent
    /// index for pixels below 50 % alpha (GIF has 1-bit alpha).
    public static func gif(_ bitmap: GDBitmap) throws -> Data { try GDCodec.encode(bitmap.encodableImage(), as: .gif) }

    /// BMP, uncompressed 24-bit, flattened onto `background` (white unless given).
    public static func bmp(_ bitmap: GDBitmap, background: RGBA = GDCodec.defaultBackground) throws -> Data {
        try GDCodec.encode(bitmap.encodableImage(), as: .bmp(background: background))
    }

    /// PNG with alpha, by libgd.
    public static func png(_ bitmap: GDBitmap) throws -> Data { try GDCodec.encode(bitmap.encodableImage(), as: .png) }
}

extension GDBitmap {
    /// JPEG by libgd at `compressionQuality` (0…1), flattened onto white.
    public func jpegData(compressionQuality: CGFloat) throws -> Data {
        try GDEncoder.jpeg(self, quality: compressionQuality)
    }
    /// WebP by libgd at `quality` (0…1).
    public func webpData(quality: CGFloat = 0.9) throws -> Data { try GDEncoder.webp(self, quality: quality) }
    /// GIF by libgd: 255 colours and 1-bit transparency.
    public func gifData() throws -> Data { try GDEncoder.gif(self) }
    /// Uncompressed 24-bit BMP by libgd, flattened onto white.
    public func bmpData() throws -> Data { try GDEncoder.bmp(self) }
    /// PNG with alpha, by libgd.
    public func pngData() throws -> Data { try GDEncoder.png(self) }

    /// Writes the bitmap in the format of the file's extension (png, jpg/jpeg,
    /// webp, gif, bmp), atomically.
    public func write(to url: URL, quality: CGFloat = 0.9) throws {
        let data: Data
        switch url.pathExtension.lowercased() {
        case "png": data = try pngData()
        case "jpg", "jpeg": data = try jpegData(compressionQuality: quality)
        case "webp": data = try webpData(quality: quality)
        case "gif": data = try gifData()
        case "bmp": data = try bmpData()
        default:
            throw RenderError.encoding("unknown image format \"\(url.pathExtension)\" (use png, jpg, webp, gif or bmp)")
        }
        try AtomicFile.write(data, to: url)
    }
}
