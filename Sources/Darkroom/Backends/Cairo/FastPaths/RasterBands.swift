import CCairo
import Foundation

/// Draws a display list into an image surface in horizontal bands, one per
/// core, at the same time.
///
/// Every band replays the whole list into a cairo context on its own rows of
/// the one pixel buffer. cairo computes each pixel's coverage, gradient colour
/// and image sample from geometry alone, so a band's pixels are the pixels a
/// single pass gives; effect layers (shadows, blurs) snap to a grid that does
/// not depend on the clip (RasterEffects), so they match across band edges too.
/// Shaping and layout are already done; what is repeated per band is only the
/// cheap walk over the items, which is why lists of thousands of items (the
/// 50,000-line benchmark: its thin strokes fan out across cores themselves)
/// keep one pass.
enum RasterBands {
    /// Below this many pixels a second thread costs more than it saves.
    static let minimumPixels = 1_000_000
    /// Above this many display items the repeated walk outweighs the split.
    static let maximumItems = 2_000
    /// Bands are at least this many rows tall.
    static let minimumRows = 128

    /// How many bands to draw a `width` × `height` surface in.
    static func count(width: Int, height: Int, items: [DisplayItem]) -> Int {
        guard width * height >= minimumPixels else { return 1 }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1 else { return 1 }
        var budget = maximumItems
        guard fits(items, budget: &budget) else { return 1 }
        return max(1, min(cores, 8, height / minimumRows))
    }

    /// Whether the list has at most `budget` items, counting into groups, and
    /// draws nothing that would show the band edges.
    private static func fits(_ items: [DisplayItem], budget: inout Int) -> Bool {
        for item in items {
            budget -= 1
            if budget < 0 { return false }
            switch item {
            case .group(let g):
                guard fits(g.items, budget: &budget) else { return false }
                if let mask = g.mask, !fits(mask, budget: &budget) { return false }
            case .fill(_, let paint, _), .stroke(_, let paint, _):
                guard bandable(paint) else { return false }
            case .text(let text):
                guard text.runs.allSatisfy({ bandable($0.paint) }) else { return false }
            case .image:
                break
            }
        }
        return true
    }

    /// Angular gradients are cairo mesh patterns, whose rasteriser draws the
    /// row where two bands meet differently from one pass: such lists keep one pass.
    private static func bandable(_ paint: Paint) -> Bool {
        if case .angularGradient = paint { return false }
        return true
    }

    /// Replays `items` into `surface` (an image surface) in `bands` bands.
    static func draw(_ items: [DisplayItem], into surface: OpaquePointer, scale: CGFloat, opaque: Bool, bands: Int)
        throws
    {
        let height = Int(cairo_image_surface_get_height(surface))
        guard bands > 1, let data = cairo_image_surface_get_data(surface) else {
            try replay(items, on: surface, rowOffset: 0, scale: scale, opaque: opaque)
            return
        }
        let width = cairo_image_surface_get_width(surface), stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        let pixels = UnsafeSendablePointer(data)
        let failures = ErrorBox()
        cairo_surface_flush(surface)
        // Task-local switches (tests turn fast paths off) do not cross into Dispatch's threads: carry them.
        let thinStrokes = ThinStrokeRasterizer.isEnabled, gradients = GradientFastPath.isEnabled
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let y0 = height * band / bands, y1 = height * (band + 1) / bands
            let rows = pixels.pointer + y0 * stride
            guard let part = cairo_image_surface_create_for_data(rows, format, width, Int32(y1 - y0), Int32(stride))
            else { return }
            defer { cairo_surface_destroy(part) }
            do {
                try ThinStrokeRasterizer.$isEnabled.withValue(thinStrokes) {
                    try GradientFastPath.$isEnabled.withValue(gradients) {
                        try replay(items, on: part, rowOffset: y0, scale: scale, opaque: opaque)
                    }
                }
            } catch { failures.record(error) }
            cairo_surface_finish(part)
        }
        cairo_surface_mark_dirty(surface)
        if let error = failures.first { throw error }
    }

    private static func replay(
        _ items: [DisplayItem], on surface: OpaquePointer, rowOffset: Int, scale: CGFloat, opaque: Bool
    ) throws {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        if opaque {
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_paint(cr)
        }
        cairo_translate(cr, 0, -CGFloat(rowOffset))
        cairo_scale(cr, scale, scale)
        CairoReplayer(cr: cr, isVector: false).draw(items)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }
}

/// The first error of concurrent bands.
private final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var first: Error?
    func record(_ error: Error) { lock.lock(); if first == nil { first = error }; lock.unlock() }
}
