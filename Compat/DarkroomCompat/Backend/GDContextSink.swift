import Foundation

/// A `CGContext` backend drawing into a libgd image: what the legacy bitmap
/// contexts (`UIGraphicsBeginImageContextWithOptions`, `UIGraphicsImageRenderer`)
/// and the window surface draw through. Device space is the image's pixels,
/// origin top-left, y down.
public final class GDContextSink: CGContextSink {
    public let bitmap: GDBitmap
    public var isVector: Bool { false }
    /// Unused on a bitmap: raster effects use its pixels.
    public var rasterizationScale: CGFloat = 1
    private let replayer: GDReplayer

    public init(bitmap: GDBitmap) {
        self.bitmap = bitmap
        replayer = GDReplayer(canvas: bitmap.canvas)
    }

    public func draw(_ items: [DisplayItem]) { replayer.draw(items) }
    public func beginPage(size: CGSize) {}
    public func endPage() {}
    public func finish() throws {}
}

/// Renders display lists with the libgd backend: the legacy counterpart of
/// `ViewRenderer.rasterize`.
public enum GDRenderer {
    /// Rasterises a list at `scale` pixels per point into a new bitmap
    /// (`size × scale`, rounded up), transparent where nothing is drawn.
    public static func rasterize(_ list: DisplayList, scale: CGFloat, isOpaque: Bool = false) throws -> GDBitmap {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        let (w, h) = try pixelSize(list.size, scale: scale)
        guard let bitmap = GDBitmap(width: w, height: h) else { throw RenderError.tooLarge(width: w, height: h, maxPixels: GDCanvas.maxPixelCount) }
        if isOpaque { bitmap.canvas.fillAll(GDColor.opaqueBlack) }
        GDReplayer(canvas: bitmap.canvas).draw(list.items, transform: CGAffineTransform(scaleX: scale, y: scale))
        return bitmap
    }

    /// Pixels for a size in points, as the modern renderer counts them.
    static func pixelSize(_ size: CGSize, scale: CGFloat) throws -> (Int, Int) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { throw RenderError.invalidSize(size) }
        let w = (size.width * scale - 1e-6).rounded(.up), h = (size.height * scale - 1e-6).rounded(.up)
        guard w * h <= Double(GDCanvas.maxPixelCount) else {
            throw RenderError.tooLarge(width: Int(min(w, 1e15)), height: Int(min(h, 1e15)), maxPixels: GDCanvas.maxPixelCount)
        }
        return (max(1, Int(w)), max(1, Int(h)))
    }
}
