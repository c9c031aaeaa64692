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
        let kind = try checkHeader(data)
        // An animated WebP shows its first frame, as Apple's readers do (WebPFirstFrame).
        if kind == .webp, let frame = WebPFirstFrame.extract(data) {
            guard frame.still.count < data.count + 64 else { throw .undecodable }
            let image = try decodeChecked(frame.still)
            guard let placed = WebPFirstFrame.place(image, at: frame.offset, canvas: frame.canvas) else {
                throw .undecodable
            }
            return placed
        }
        if kind == .png {
            guard let image = CairoPNGDecoding.decode(data) else { throw .undecodable }
            return image
        }
        guard let im = decodeGDImage(data) else { throw .undecodable }
        defer { LibGD.shared?.destroy(im) }
        guard let image = GDPixels.makeCGImage(im) else { throw .undecodable }
        return image
    }

    /// The format, once the header's size is known to be within `maxPixelCount`.
    private static func checkHeader(_ data: Data) throws(Failure) -> Kind {
        guard let kind = sniff(data) else { throw .unknownFormat }
        guard data.count < Int(Int32.max), let size = ImageHeader.dimensions(of: data, kind: kind),
              size.width > 0, size.height > 0 else { throw .unreadableHeader }
        let cap = maxPixelCount
        guard size.width.multipliedReportingOverflow(by: size.height).partialValue <= cap,
              size.width <= cap, size.height <= cap else {
            throw .tooManyPixels(width: size.width, height: size.height, maxPixels: cap)
        }
        return kind
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

    /// Decodes any of the formats, PNG included, into a libgd image the caller
    /// owns (DarkroomCompat's bitmaps); `nil` for unreadable bytes, a header over
    /// `maxPixelCount`, or without libgd.
    package static func decodeGDImage(_ data: Data) -> gdImagePtr? {
        guard let kind = try? checkHeader(data), let gd = LibGD.shared else { return nil }
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
        let count = Int32(clamping: bytes.count)
        return bytes.withUnsafeMutableBytes { gd[keyPath: reader](count, $0.baseAddress) }
    }

    /// The decoded bitmap turned upright as its EXIF orientation asks (see
    /// `ExifOrientation`), as Apple's readers draw a photo.
    static func decodeUpright(_ data: Data) -> CGImage? {
        decode(data)?.oriented(ExifOrientation.read(data))
    }
}
