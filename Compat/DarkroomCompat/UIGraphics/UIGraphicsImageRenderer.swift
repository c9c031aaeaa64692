#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// Settings of a `UIGraphicsImageRenderer`, as UIKit's.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point; `UIScreen.main.scale` unless set. 0 also means the screen's scale.
    public var scale: CGFloat
    /// An opaque image starts black and has no transparency.
    public var opaque = false
    /// The colour range asked for (kept: Darkroom's bitmaps are 8-bit sRGB, `.standard`).
    public var preferredRange: Range = .automatic
    /// Whether an extended range was asked for (kept: bitmaps are 8-bit sRGB).
    @available(*, deprecated, message: "use preferredRange")
    public var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }
    /// The drawing bounds of the format (origin zero; the renderer's size decides).
    public var bounds: CGRect { .zero }

    /// A colour range, as `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable {
        /// Not set.
        case unspecified = -1
        /// The device's range (sRGB here).
        case automatic = 0
        /// Extended (wide-gamut) range: drawn as standard here.
        case extended = 1
        /// Standard (sRGB) range.
        case standard = 2
    }

    /// The default format: the screen's scale, not opaque.
    public init() { scale = UIScreen.main.scale }
    /// A format for drawing with `traitCollection`: its display scale (the screen's when
    /// unspecified) and, for a P3 display, the extended range (kept), as UIKit's.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
        if traitCollection.displayGamut == .P3 { preferredRange = .extended }
    }
    /// The default format (screen scale, not opaque).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format of the current `UIGraphics` context when there is one, else the default.
    public static func preferred() -> UIGraphicsImageRendererFormat {
        let f = UIGraphicsImageRendererFormat()
        if let c = UIGraphicsContextStack.current { f.scale = c.scale; f.opaque = c.isOpaque }
        return f
    }
}

/// The context handed to `UIGraphicsImageRenderer`'s drawing closure.
public final class UIGraphicsImageRendererContext {
    let imageContext: UIGraphicsImageContext
    /// The format the renderer was made with.
    public let format: UIGraphicsImageRendererFormat
    init(_ c: UIGraphicsImageContext, format: UIGraphicsImageRendererFormat) { imageContext = c; self.format = format }

    /// The Core Graphics context to draw into (UIKit coordinates: top-left origin, points).
    public var cgContext: CGContext { imageContext.context }
    /// What has been drawn so far.
    public var currentImage: UIImage { imageContext.makeImage() }
    /// Fills a rectangle with the context's fill colour (`UIColor.setFill()`; black by default).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills a rectangle with the fill colour in a blend mode.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    /// Strokes a rectangle's outline with the context's stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Clips further drawing to a rectangle.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images with a closure, as UIKit's `UIGraphicsImageRenderer` (the
/// pre-iOS 16 way to draw offscreen): each call gets a fresh libgd bitmap of
/// `size × format.scale` pixels, current on this thread for the closure's duration.
///
/// A zero or negative size gives an empty `UIImage()` (UIKit crashes there).
/// A renderer made with `bounds` whose origin is not zero draws that rectangle
/// of user space: the context is translated by −origin, as in UIKit.
public final class UIGraphicsImageRenderer {
    /// The format the renderer was made with.
    public let format: UIGraphicsImageRendererFormat
    /// The image size in points.
    public let size: CGSize
    /// The user-space point drawn at the image's top-left corner.
    let origin: CGPoint

    /// A renderer of `size` points with `format`'s scale and opacity.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size; self.format = format; origin = .zero
    }
    /// A renderer of `size` points at the screen's scale.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    /// A renderer for the rectangle `bounds` of user space (its origin maps to the image's top-left corner).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let b = bounds.standardized
        size = b.size; self.format = format
        origin = b.minX.isFinite && b.minY.isFinite ? b.origin : .zero
    }
    /// A renderer for the rectangle `bounds` of user space, at the screen's scale.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// Runs `actions` on a fresh bitmap context and returns what it drew.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        draw(actions).makeImage()
    }

    /// PNG bytes of the drawing (empty `Data` for an unusable size).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// JPEG bytes (libgd), `compressionQuality` 0…1; transparency is flattened onto white (`GDCodec`'s rule).
    public func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        let c = draw(actions)
        guard let bitmap = c.bitmap else { return Data() }
        return (try? GDEncoder.jpeg(bitmap, quality: compressionQuality)) ?? Data()
    }

    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageContext {
        let c = UIGraphicsImageContext(size: size, opaque: format.opaque, scale: format.scale)
        UIGraphicsContextStack.push(.image(c))
        if origin != .zero { c.context.translateBy(x: -origin.x, y: -origin.y) }
        actions(UIGraphicsImageRendererContext(c, format: format))
        // Pop our own context even if the closure left others pushed.
        while let top = UIGraphicsContextStack.pop() {
            if case .image(let ic) = top, ic === c { break }
        }
        return c
    }
}
#endif
