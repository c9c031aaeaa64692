import Foundation

/// An image with a point size, scale and orientation, as UIKit's `UIImage`.
///
/// `ImageRenderer.uiImage` returns one; its size is the view's size in points
/// and its `cgImage` has `size × scale` pixels.
public final class UIImage: @unchecked Sendable {
    /// The orientation of the image data, as UIKit's `UIImage.Orientation`
    /// (EXIF 1, 3, 8, 6, 2, 4, 5, 7 in this order).
    public enum Orientation: Int, Sendable, Hashable {
        /// The default orientation: the image as stored (EXIF 1).
        case up = 0
        /// The image rotated 180° (EXIF 3).
        case down
        /// The image rotated 90° counter-clockwise (EXIF 8).
        case left
        /// The image rotated 90° clockwise (EXIF 6).
        case right
        /// A mirrored version of the up-oriented image (EXIF 2).
        case upMirrored
        /// A mirrored version of the down-oriented image (EXIF 4).
        case downMirrored
        /// A mirrored version of the image rotated counter-clockwise (EXIF 5).
        case leftMirrored
        /// A mirrored version of the image rotated clockwise (EXIF 7).
        case rightMirrored

        /// The UIKit orientation of a SwiftUI `Image.Orientation`.
        public init(_ orientation: Image.Orientation) {
            self = switch orientation {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            case .upMirrored: .upMirrored
            case .downMirrored: .downMirrored
            case .leftMirrored: .leftMirrored
            case .rightMirrored: .rightMirrored
            }
        }

        /// The equivalent SwiftUI `Image.Orientation`.
        public var imageOrientation: Image.Orientation {
            switch self {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            case .upMirrored: .upMirrored
            case .downMirrored: .downMirrored
            case .leftMirrored: .leftMirrored
            case .rightMirrored: .rightMirrored
            }
        }
    }

    /// The pixels as stored (not rotated by `imageOrientation`).
    public let cgImage: CGImage?
    /// Pixels per point: `size` is the pixel size divided by it.
    public let scale: CGFloat
    /// How to turn the stored pixels to show the image upright (from EXIF when decoded).
    public let imageOrientation: Orientation

    /// An image of `cgImage`'s pixels at `scale` pixels per point, shown turned by `orientation`.
    public init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        imageOrientation = orientation
    }
    /// An empty image (zero size), as `UIImage()`.
    public init() { cgImage = nil; scale = 1; imageOrientation = .up }

    /// Decodes PNG, JPEG, GIF, WebP, BMP or TIFF bytes; `nil` when they are not an image.
    ///
    /// As in UIKit, the EXIF orientation (JPEG, PNG `eXIf`, WebP, TIFF) becomes
    /// `imageOrientation` and `cgImage` keeps the pixels as stored; `size`,
    /// `Image(uiImage:)` and `jpegData` show the image upright.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let image = ImageDecoding.decode(data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: Orientation(ExifOrientation.read(data)))
    }
    /// Decodes image bytes at one pixel per point; see ``init(data:scale:)``.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// Reads and decodes an image file; `nil` when missing or unreadable.
    public convenience init?(contentsOfFile path: String) {
        guard let data = ImageDecoding.regularFileContents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The size in points, after orientation (left/right orientations swap width and height).
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let w = CGFloat(cgImage.width) / scale, h = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    /// PNG data of the stored pixels, or `nil` for an empty image. Like UIKit,
    /// PNG carries no orientation: rotated images are written as stored.
    public func pngData() -> Data? {
        guard let cgImage else { return nil }
        return try? PNGEncoder().encode(cgImage)
    }

    /// JPEG data (quality 0…1) of the upright image (the orientation applied),
    /// translucent pixels flattened onto white; `nil` for an empty image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage else { return nil }
        return try? JPEGEncoder(quality: compressionQuality).encode(cgImage.oriented(imageOrientation.imageOrientation))
    }
}
