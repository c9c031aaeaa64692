import Foundation

/// An image with a point size and scale, as UIKit's `UIImage`.
///
/// `ImageRenderer.uiImage` returns one; its size is the view's size in points
/// and its `cgImage` has `size × scale` pixels.
public final class UIImage: @unchecked Sendable {
    public let cgImage: CGImage?
    public let scale: CGFloat

    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }
    /// An empty image (zero size), as `UIImage()`.
    public init() { cgImage = nil; scale = 1 }

    /// The size in points.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// PNG data of the image, or `nil` for an empty image.
    public func pngData() -> Data? {
        guard let cgImage else { return nil }
        return try? PNGEncoder().encode(cgImage)
    }
}
