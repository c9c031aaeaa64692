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
        guard let kind = sniff(data), data.count < Int(Int32.max) else { return nil }
        // An animated WebP shows its first frame, as Apple's readers do (WebPFirstFrame).
        if kind == .webp, let frame = WebPFirstFrame.extract(data) {
            guard frame.still.count < data.count + 64, let image = decode(frame.still) else { return nil }
            return WebPFirstFrame.place(image, at: frame.offset, canvas: frame.canvas)
        }
        if kind == .png { return CairoPNGDecoding.decode(data) }
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

    /// The decoded bitmap turned upright as its EXIF orientation asks (see
    /// `ExifOrientation`), as Apple's readers draw a photo.
    static func decodeUpright(_ data: Data) -> CGImage? {
        decode(data)?.oriented(ExifOrientation.read(data))
    }
}
