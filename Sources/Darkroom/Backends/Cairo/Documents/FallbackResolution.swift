import CCairo
import Foundation

/// The resolution of the images cairo draws on a PDF or SVG page for what the format cannot express
/// (cairo's "fallback images": an operator or a colour glyph the surface does not support).
///
/// cairo draws them at 300 dpi by default, whatever the page size, so a page tens of thousands of points tall
/// gets a fallback image of hundreds of megapixels that is then deflated into the file (a minute and more).
/// Darkroom keeps 300 dpi up to the pixels of a US Letter page at 300 dpi and lowers the resolution for larger
/// pages, so one fallback image costs at most what a Letter page does, and keeps every side within cairo's
/// 32,767-pixel limit (at 300 dpi a page 7,900 points tall already failed with "invalid value").
enum FallbackResolution {
    /// cairo's default, and what pages up to the budget keep.
    static let defaultDPI: Double = 300
    /// A US Letter page (612 × 792 pt) at 300 dpi: 8.4 megapixels.
    static let pixelBudget: Double = 612 * 792 * (300.0 / 72) * (300.0 / 72)

    /// The dots per inch for a page of `size` points.
    static func dpi(forPage size: CGSize) -> Double {
        let area = Double(size.width) * Double(size.height)
        guard area.isFinite, area > 0 else { return defaultDPI }
        // cairo's image surfaces end at 32,767 pixels a side: past it the whole document fails.
        let longestSide = max(Double(size.width), Double(size.height))
        let pixelsPerPoint = min(defaultDPI / 72, (pixelBudget / area).squareRoot(), 32_000 / longestSide)
        return max(1, pixelsPerPoint * 72)
    }

    /// Sets the fallback resolution of `surface` for a page of `size` points (call before drawing the page).
    static func apply(to surface: OpaquePointer, page size: CGSize) {
        let resolution = dpi(forPage: size)
        cairo_surface_set_fallback_resolution(surface, resolution, resolution)
    }
}
