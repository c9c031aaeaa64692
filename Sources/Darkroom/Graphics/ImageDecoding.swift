import CGD
import Foundation

/// Decodes encoded image bytes: PNG with cairo, JPEG, GIF, WebP, BMP and TIFF with libgd.
public enum ImageDecoding {
    /// The formats recognised by their first bytes.
    enum Kind { case png, jpeg, gif, webp, bmp, tiff }

    static func sniff(_ data: Data) -> Kind? {
        let b = [UInt8](data.prefix(12))
        guard b.count >= 4 else { return nil }
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png }
        if b.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if b.starts(with: Array("GIF8".utf8)) { return .gif }
        if b.count >= 12, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) { return .webp }
        if b.starts(with: Array("BM".utf8)) { return .bmp }
        if b.starts(with: [0x49, 0x49, 0x2A, 0x00]) || b.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        return nil
    }

    /// The decoded bitmap, or `nil` for bytes that cannot be read (or, for
    /// formats other than PNG, when libgd is not installed).
    ///
    /// PNG goes through cairo's reader (8-bit alpha, no libgd); the other
    /// formats through libgd, loaded on first use (see `LibGD`).
    public static func decode(_ data: Data) -> CGImage? {
        if sniff(data) == .png { return data.count < Int(Int32.max) ? CairoPNGDecoding.decode(data) : nil }
        guard let im = decodeGDImage(data) else { return nil }
        defer { LibGD.shared?.destroy(im) }
        return GDPixels.makeCGImage(im)
    }

    /// Decodes any of the formats, PNG included, into a libgd image the caller
    /// owns (DarkroomCompat's bitmaps); `nil` for unreadable bytes or without libgd.
    package static func decodeGDImage(_ data: Data) -> gdImagePtr? {
        guard let kind = sniff(data), data.count < Int(Int32.max), let gd = LibGD.shared else { return nil }
        let reader: KeyPath<LibGD, LibGD.ReadBytes>
        switch kind {
        case .png: reader = \.createFromPngPtr
        case .jpeg: reader = \.createFromJpegPtr
        case .gif: reader = \.createFromGifPtr
        case .webp: reader = \.createFromWebpPtr
        case .bmp: reader = \.createFromBmpPtr
        case .tiff: reader = \.createFromTiffPtr
        }
        var bytes = data
        let count = Int32(bytes.count)
        return bytes.withUnsafeMutableBytes { gd[keyPath: reader](count, $0.baseAddress) }
    }
}
