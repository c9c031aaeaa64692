import Foundation

/// An image with a size in points, as AppKit's `NSImage`: a size and its image representations.
///
/// Made from a bitmap or decoded bytes it holds that bitmap; representations added with
/// `addRepresentation(_:)` (an `NSBitmapImageRep`, say) are drawn in its place, the first one
/// first, as AppKit draws the best of them.
public final class NSImage: @unchecked Sendable {
    private let bitmap: CGImage?
    /// The size in points; setting it changes how large the image draws, not its pixels.
    public var size: CGSize
    /// Whether the image is a template: drawn in the foreground colour, as its alpha.
    public var isTemplate = false
    /// The image's representations, in the order they were added.
    public private(set) var representations: [NSImageRep] = []
    /// Drawing begun with `lockFocus()` and not yet ended (DarkroomCompat's).
    package var focus: AnyObject?

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

    /// Adds a representation; the first one added is the one drawn.
    public func addRepresentation(_ imageRep: NSImageRep) { representations.append(imageRep) }
    /// Adds representations in order.
    public func addRepresentations(_ imageReps: [NSImageRep]) { representations.append(contentsOf: imageReps) }
    /// Removes a representation (by identity).
    public func removeRepresentation(_ imageRep: NSImageRep) { representations.removeAll { $0 === imageRep } }

    /// The bitmap (the rect, context and hints are accepted for source
    /// compatibility; the first representation's pixels, else the image's own, are returned).
    public func cgImage(forProposedRect proposedDestRect: UnsafeMutablePointer<CGRect>?, context: NSGraphicsContext?,
                        hints: [NSImageRep.HintKey: Any]?) -> CGImage? {
        for rep in representations {
            if let image = rep.cgImage(forProposedRect: proposedDestRect, context: context, hints: hints) {
                return image
            }
        }
        return bitmap
    }

    /// TIFF data (RGBA, libgd/libtiff), or `nil` for an empty image.
    public var tiffRepresentation: Data? {
        guard let image = cgImage(forProposedRect: nil, context: nil, hints: nil) else { return nil }
        return try? TIFFEncoder().encode(image)
    }

    /// Pixels per point (width).
    var scale: CGFloat {
        guard let image = cgImage(forProposedRect: nil, context: nil, hints: nil), size.width > 0 else { return 1 }
        return CGFloat(image.width) / size.width
    }
}
