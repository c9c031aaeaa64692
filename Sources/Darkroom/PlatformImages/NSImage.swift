import Foundation

/// An image with a size in points, as AppKit's `NSImage` (one bitmap representation).
public final class NSImage: @unchecked Sendable {
    private let bitmap: CGImage?
    /// The size in points; setting it changes how large the image draws, not its pixels.
    public var size: CGSize

    /// An image of `cgImage`, `size` points large (`.zero`: one point per pixel).
    public init(cgImage: CGImage, size: CGSize) {
        bitmap = cgImage
        let valid = size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
        self.size = valid ? size : CGSize(width: cgImage.width, height: cgImage.height)
    }
    /// An empty image.
    public init(size: CGSize) { bitmap = nil; self.size = size }

    /// Decodes PNG, JPEG, GIF, WebP, BMP or TIFF bytes, turned upright as their
    /// EXIF orientation asks (AppKit draws photos upright too).
    public convenience init?(data: Data) {
        guard let image = ImageDecoding.decodeUpright(data) else { return nil }
        self.init(cgImage: image, size: .zero)
    }
    /// Reads and decodes an image file, upright; `nil` when missing or unreadable.
    public convenience init?(contentsOfFile path: String) {
        guard let data = ImageDecoding.regularFileContents(atPath: path) else { return nil }
        self.init(data: data)
    }
    /// Reads and decodes the image at a file URL, upright; `nil` when missing or unreadable.
    public convenience init?(contentsOf url: URL) {
        guard url.isFileURL, let data = ImageDecoding.regularFileContents(atPath: url.path) else { return nil }
        self.init(data: data)
    }

    /// The bitmap (the rect, context and hints are accepted for source
    /// compatibility; the one representation is returned as is).
    public func cgImage(forProposedRect proposedDestRect: UnsafeMutablePointer<CGRect>?, context: NSGraphicsContext?,
                        hints: [NSImageRep.HintKey: Any]?) -> CGImage? {
        bitmap
    }

    /// TIFF data (RGBA, libgd/libtiff), or `nil` for an empty image.
    public var tiffRepresentation: Data? {
        guard let bitmap else { return nil }
        return try? TIFFEncoder().encode(bitmap)
    }

    /// Pixels per point (width).
    var scale: CGFloat {
        guard let bitmap, size.width > 0 else { return 1 }
        return CGFloat(bitmap.width) / size.width
    }
}
