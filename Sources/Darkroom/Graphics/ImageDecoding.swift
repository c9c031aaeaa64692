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
        try? decodeChecked(data)
    }

    /// The most pixels a decoded image may have (100 million by default, the
    /// same as `RenderOptions.maxPixelCount`). Checked against the file's header
    /// before any decoder allocates, so a decompression bomb costs nothing.
    public static var maxPixelCount: Int {
        get { limit.lock.withLock { limit.value } }
        set { limit.lock.withLock { limit.value = max(1, newValue) } }
    }
    private final class Limit: @unchecked Sendable {
        let lock = NSLock()
        var value = 100_000_000
    }
    private static let limit = Limit()

    /// Why bytes were not decoded.
    public enum Failure: Error, Equatable, Sendable {
        /// The bytes are not PNG, JPEG, GIF, WebP, BMP or TIFF.
        case unknownFormat
        /// The header declares no usable size (truncated or malformed).
        case unreadableHeader
        /// The header declares more pixels than `maxPixelCount`.
        case tooManyPixels(width: Int, height: Int, maxPixels: Int)
        /// The decoder rejected the bytes (or libgd is not installed).
        case undecodable
        /// The path is not a regular file (a directory, FIFO, device or socket).
        case notARegularFile(path: String)
    }

    /// The decoded bitmap, or the reason it could not be made. The header is
    /// checked against `maxPixelCount` first; animated images give their first frame.
    public static func decodeChecked(_ data: Data) throws(Failure) -> CGImage {
        guard let kind = sniff(data) else { throw .unknownFormat }
        guard data.count < Int(Int32.max), let size = ImageHeader.dimensions(of: data, kind: kind),
              size.width > 0, size.height > 0 else { throw .unreadableHeader }
        let cap = maxPixelCount
        guard size.width.multipliedReportingOverflow(by: size.height).partialValue <= cap,
              size.width <= cap, size.height <= cap else {
            throw .tooManyPixels(width: size.width, height: size.height, maxPixels: cap)
        }
        guard let image = decodeUnchecked(data, kind: kind) else { throw .undecodable }
        return image
    }

    /// Whether `path` names a regular file (after symbolic links): images and fonts
    /// are only opened then, so a FIFO cannot block a render and a directory is
    /// not mistaken for an empty file.
    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The bytes of the regular file at `path` (memory-mapped where safe), `nil`
    /// for anything else or when it cannot be read.
    package static func regularFileContents(atPath path: String) -> Data? {
        guard isRegularFile(path) else { return nil }
        return try? Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
    }

    private static func decodeUnchecked(_ data: Data, kind: Kind) -> CGImage? {
        let reader: KeyPath<LibGD, LibGD.ReadBytes>
        switch kind {
        case .png: return CairoPNGDecoding.decode(data)
        case .jpeg: reader = \.createFromJpegPtr
        case .gif: reader = \.createFromGifPtr
        case .webp: reader = \.createFromWebpPtr
        case .bmp: reader = \.createFromBmpPtr
        case .tiff: reader = \.createFromTiffPtr
        }
        guard let gd = LibGD.shared else { return nil }
        var bytes = data
        let count = Int32(clamping: bytes.count)
        guard let im = bytes.withUnsafeMutableBytes({ gd[keyPath: reader](count, $0.baseAddress) }) else { return nil }
        defer { gd.destroy(im) }
        return GDImage.makeCGImage(im, gd)
    }
}
