import Foundation

/// A shape style that fills a shape by repeating a region of an image, as SwiftUI's `ImagePaint`:
/// `.fill(ImagePaint(image: Image("brick"), scale: 0.5))` or `.fill(.image(Image("brick")))`.
///
/// The region (`sourceRect`, in unit coordinates of the image) is drawn at the image's size in points times
/// `scale`, its first copy at the top-leading corner of the shape's frame, repeated over the shape in both
/// directions, its pixels sampled as the image's `interpolation(_:)` says. A symbol image
/// (`Image(systemName:)`) or an image that cannot be loaded paints nothing.
nonisolated public struct ImagePaint: ShapeStyle, @unchecked Sendable {
    /// The image whose region repeats.
    public var image: Image
    /// The region of the image that repeats, in unit coordinates (the whole image is `(0, 0, 1, 1)`).
    public var sourceRect: CGRect
    /// The factor the region's size in points is multiplied by.
    public var scale: CGFloat

    /// A paint repeating `sourceRect` of `image` at `scale` times its size.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image; self.sourceRect = sourceRect; self.scale = scale
    }

    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        let clear = Paint.color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        guard let (bitmap, pixelsPerPoint) = image.bitmap(in: environment),
              sourceRect.width.isFinite, sourceRect.height.isFinite, scale.isFinite, scale > 0 else { return clear }
        let (w, h) = (CGFloat(bitmap.width), CGFloat(bitmap.height))
        let source = CGRect(x: sourceRect.minX * w, y: sourceRect.minY * h,
                            width: sourceRect.width * w, height: sourceRect.height * h).standardized
        guard source.width > 0, source.height > 0 else { return clear }
        let tile = CGRect(x: bounds.minX, y: bounds.minY, width: source.width / pixelsPerPoint * scale,
                          height: source.height / pixelsPerPoint * scale)
        let interpolation: ImageInterpolation = switch image.interpolationQuality {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .high: .high
        }
        return .image(ImagePattern(image: bitmap, source: source, tile: tile,
                                   interpolation: image.isAntialiased ? interpolation : .none))
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A paint repeating `sourceRect` of `image` at `scale` times its size (`ImagePaint`).
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

extension Image {
    /// The pixels this image draws and how many of them make a point, as `makeNode` finds them; `nil` for a
    /// symbol or an image that cannot be loaded.
    func bitmap(in environment: EnvironmentValues) -> (CGImage, CGFloat)? {
        guard systemName == nil else { return nil }
        switch source {
        case .bitmap(let image, let scale):
            return image.map { ($0, scale > 0 && scale.isFinite ? scale : 1) }
        case .named(let name, let bundle):
            let traits = AssetTraits(environment)
            if let asset = AssetImage.named(name, bundle: bundle, traits: traits, resources: environment.appResources) {
                return asset.bitmap(points: asset.size, scale: environment.displayScale)
            }
            return ImageLoader.shared.load(named: name, bundle: bundle).map { ($0, 1) }
        }
    }
}
