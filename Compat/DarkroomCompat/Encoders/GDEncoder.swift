import CGD
import Foundation

/// Encoders from libgd bitmaps (the window surface, bitmap contexts): JPEG,
/// WebP, GIF, BMP and PNG, all by libgd. Bytes are always complete or an error
/// is thrown; files are written atomically.
public enum GDEncoder {
    /// JPEG at `quality` 0…1. JPEG has no alpha: the bitmap is flattened onto black first.
    public static func jpeg(_ bitmap: GDBitmap, quality: CGFloat = 0.9) throws -> Data {
        guard let flat = flattened(bitmap) else { throw RenderError.encoding("cannot allocate a \(bitmap.width) × \(bitmap.height) image") }
        defer { gdImageDestroy(flat) }
        let q = Int32((min(max(quality.isFinite ? quality : 0.9, 0), 1) * 100).rounded())
        return try take("JPEG") { gdImageJpegPtr(flat, &$0, q) }
    }

    /// WebP at `quality` 0…1 (1 is still lossy; libgd's WebP writer keeps alpha).
    public static func webp(_ bitmap: GDBitmap, quality: CGFloat = 0.9) throws -> Data {
        let q = Int32((min(max(quality.isFinite ? quality : 0.9, 0), 1) * 100).rounded())
        return try take("WebP") { gdImageWebpPtrEx(bitmap.gdImage, &$0, q) }
    }

    /// GIF: libgd reduces the image to a 256-colour palette; fully transparent
    /// pixels become the transparent index, partial alpha is lost (GIF has 1-bit alpha).
    public static func gif(_ bitmap: GDBitmap) throws -> Data {
        guard let pal = gdImageCreatePaletteFromTrueColor(bitmap.gdImage, 1, 256) else { throw RenderError.encoding("GIF palette") }
        defer { gdImageDestroy(pal) }
        return try take("GIF") { gdImageGifPtr(pal, &$0) }
    }

    /// BMP, uncompressed (libgd writes 24-bit BMPs: no alpha).
    public static func bmp(_ bitmap: GDBitmap) throws -> Data {
        try take("BMP") { gdImageBmpPtr(bitmap.gdImage, &$0, 0) }
    }

    /// PNG with alpha, by libgd.
    public static func png(_ bitmap: GDBitmap) throws -> Data {
        try take("PNG") { gdImagePngPtr(bitmap.gdImage, &$0) }
    }

    private static func take(_ format: String, _ body: (inout Int32) -> UnsafeMutableRawPointer?) throws -> Data {
        var size: Int32 = 0
        guard let p = body(&size), size > 0 else { throw RenderError.encoding("libgd could not encode \(format)") }
        defer { gdFree(p) }
        return Data(bytes: p, count: Int(size))
    }

    private static func flattened(_ bitmap: GDBitmap) -> gdImagePtr? {
        guard let im = gdImageCreateTrueColor(Int32(bitmap.width), Int32(bitmap.height)) else { return nil }
        gdImageAlphaBlending(im, 1)
        gdImageFilledRectangle(im, 0, 0, Int32(bitmap.width - 1), Int32(bitmap.height - 1), 0)
        gdImageCopy(im, bitmap.gdImage, 0, 0, 0, 0, Int32(bitmap.width), Int32(bitmap.height))
        return im
    }
}

extension GDBitmap {
    public func jpegData(compressionQuality: CGFloat) throws -> Data { try GDEncoder.jpeg(self, quality: compressionQuality) }
    public func webpData(quality: CGFloat = 0.9) throws -> Data { try GDEncoder.webp(self, quality: quality) }
    public func gifData() throws -> Data { try GDEncoder.gif(self) }
    public func bmpData() throws -> Data { try GDEncoder.bmp(self) }
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
        default: throw RenderError.encoding("unknown image format \"\(url.pathExtension)\" (use png, jpg, webp, gif or bmp)")
        }
        let tmp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do { try data.write(to: tmp) } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw RenderError.io(path: url.path, reason: "\(error.localizedDescription)")
        }
        if rename(tmp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw RenderError.io(path: url.path, reason: reason)
        }
    }
}
