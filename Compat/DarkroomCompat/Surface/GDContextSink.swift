import Foundation

/// A `CGContext` backend drawing into a libgd bitmap: what the legacy bitmap
/// contexts (`UIGraphicsBeginImageContextWithOptions`, `UIGraphicsImageRenderer`)
/// and the window surface draw through. Device space is the image's pixels,
/// origin top-left, y down.
///
/// The items are painted by Darkroom's cairo replayer, the modern renderer's
/// backend, into the bitmap's cairo pixels (see `GDBitmap`), so both paths
/// draw every display item the same way.
public final class GDContextSink: CGContextSink {
    /// The libgd bitmap the context draws into.
    public let bitmap: GDBitmap
    /// Always `false`: a bitmap, so effects rasterize at its pixels.
    public var isVector: Bool { false }
    /// Unused on a bitmap: raster effects use its pixels.
    public var rasterizationScale: CGFloat = 1

    /// A sink drawing into `bitmap`.
    public init(bitmap: GDBitmap) { self.bitmap = bitmap }

    /// Paints `items` into the bitmap with Darkroom's cairo replayer.
    public func draw(_ items: [DisplayItem]) { bitmap.draw(items) }
    /// Does nothing: a bitmap has one page.
    public func beginPage(size: CGSize) {}
    /// Does nothing: a bitmap has one page.
    public func endPage() {}
    /// Does nothing: the pixels are already in the bitmap.
    public func finish() throws {}
}

/// Renders display lists into libgd bitmaps: the legacy counterpart of
/// `ViewRenderer.rasterize`, with the same cairo drawing.
public enum GDRenderer {
    /// Rasterises a list at `scale` pixels per point into a new bitmap
    /// (`size × scale`, rounded up), transparent where nothing is drawn, or
    /// black first when `isOpaque`.
    public static func rasterize(_ list: DisplayList, scale: CGFloat, isOpaque: Bool = false) throws -> GDBitmap {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        let (w, h) = try pixelSize(list.size, scale: scale)
        guard let bitmap = GDBitmap(width: w, height: h, opaque: isOpaque) else {
            throw RenderError.tooLarge(width: w, height: h, maxPixels: GDBitmap.maxPixelCount)
        }
        bitmap.draw([.group(DisplayGroup(transform: CGAffineTransform(scaleX: scale, y: scale), items: list.items))])
        return bitmap
    }

    /// Pixels for a size in points, as the modern renderer counts them.
    static func pixelSize(_ size: CGSize, scale: CGFloat) throws -> (Int, Int) {
        var options = RenderOptions(scale: scale)
        options.maxPixelCount = GDBitmap.maxPixelCount
        return try ViewRenderer(options: options).pixelSize(of: size)
    }
}
