@_spi(Engine) import Darkroom
import Foundation

/// A `CGContext` backend drawing into a libgd bitmap: what the legacy bitmap
/// contexts (`UIGraphicsBeginImageContextWithOptions`, `UIGraphicsImageRenderer`)
/// and the window surface draw through. Device space is the image's pixels,
/// origin top-left, y down.
///
/// The items are painted by Darkroom's cairo replayer, the modern renderer's
/// backend, into the bitmap's cairo pixels (see `GDBitmap`), so both paths
/// draw every display item the same way.
package final class GDContextSink: CGContextSink {
    /// The libgd bitmap the context draws into.
    package let bitmap: GDBitmap
    /// Always `false`: a bitmap, so effects rasterize at its pixels.
    package var isVector: Bool { false }
    /// Unused on a bitmap: raster effects use its pixels.
    package var rasterizationScale: CGFloat = 1

    /// A sink drawing into `bitmap`.
    package init(bitmap: GDBitmap) { self.bitmap = bitmap }

    /// Paints `items` into the bitmap with Darkroom's cairo replayer.
    package func draw(_ items: [DisplayItem]) { bitmap.draw(items) }
    /// Does nothing: a bitmap has one page.
    package func beginPage(size: CGSize) {}
    /// Does nothing: a bitmap has one page.
    package func endPage() {}
    /// Does nothing: the pixels are already in the bitmap.
    package func finish() throws {}
}

/// Renders display lists into libgd bitmaps: the legacy counterpart of
/// `ViewRenderer.rasterize`, with the same cairo drawing.
package enum GDRenderer {
    /// Rasterises a list at `scale` pixels per point into a new bitmap
    /// (`size × scale`, rounded up), transparent where nothing is drawn, or
    /// black first when `isOpaque`.
    package static func rasterize(_ list: DisplayList, scale: CGFloat, isOpaque: Bool = false) throws -> GDBitmap {
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
