import Foundation

/// Turns a bitmap into file bytes. Encoders are values, safe to share between
/// threads; every one writes files atomically through `write(_:to:)`.
public protocol ImageEncoder: Sendable {
    /// Encodes the image, or throws `RenderError.encoding`.
    func encode(_ image: CGImage) throws -> Data
}

extension ImageEncoder {
    /// Encodes and writes atomically: readers see the old file or the whole new one.
    public func write(_ image: CGImage, to url: URL) throws {
        try AtomicFile.write(encode(image), to: url)
    }
}

extension PNGEncoder: ImageEncoder {}

/// A raster file format and its settings.
public enum ImageFormat: Sendable, Hashable {
    /// Lossless, with alpha (`PNGCompression.balanced`).
    case png
    /// Lossy, no alpha: translucent pixels are flattened onto white. `quality` 0…1.
    case jpeg(quality: Double)
    /// Lossy WebP with alpha; `quality` 0…1.
    case webp(quality: Double)
    /// Lossless WebP with alpha.
    case webpLossless
    /// 256-colour GIF; pixels under 50 % alpha become the transparent colour.
    case gif
    /// 24-bit BMP, no alpha: flattened onto white.
    case bmp
    /// TIFF with alpha (libgd's libtiff writer).
    case tiff

    /// The usual file name extension.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        case .webp, .webpLossless: "webp"
        case .gif: "gif"
        case .bmp: "bmp"
        case .tiff: "tiff"
        }
    }

    /// The MIME type, for HTTP responses.
    public var mimeType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .webp, .webpLossless: "image/webp"
        case .gif: "image/gif"
        case .bmp: "image/bmp"
        case .tiff: "image/tiff"
        }
    }

    /// The encoder for this format.
    public var encoder: any ImageEncoder {
        switch self {
        case .png: PNGEncoder()
        case .jpeg(let q): JPEGEncoder(quality: q)
        case .webp(let q): WebPEncoder(quality: q)
        case .webpLossless: WebPEncoder(lossless: true)
        case .gif: GIFEncoder()
        case .bmp: BMPEncoder()
        case .tiff: TIFFEncoder()
        }
    }

    /// The format a file name extension names (`png`, `jpg`/`jpeg`, `webp`,
    /// `gif`, `bmp`, `tif`/`tiff`), with default settings (JPEG and WebP at 0.9).
    public init?(fileExtension ext: String) {
        switch ext.lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg(quality: 0.9)
        case "webp": self = .webp(quality: 0.9)
        case "gif": self = .gif
        case "bmp": self = .bmp
        case "tif", "tiff": self = .tiff
        default: return nil
        }
    }
}
