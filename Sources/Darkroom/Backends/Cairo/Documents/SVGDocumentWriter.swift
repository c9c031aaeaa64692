import CCairo
import Foundation

/// Writes a display list as SVG with cairo's SVG surface. Shapes, gradients
/// and images stay SVG elements; cairo 1.16 writes text as glyph outlines
/// (`<symbol>`s), so the SVG shows the text but does not contain it as text.
enum SVGDocumentWriter {
    static func data(_ list: DisplayList, rasterizationScale: CGFloat) throws -> Data {
        try InputLimits.checkDocumentPageSize(list.size)
        final class Sink { var data = Data() }
        let sink = Sink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        guard
            let surface = cairo_svg_surface_create_for_stream(
                { closure, bytes, length in
                    Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().data.append(bytes!, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, box.toOpaque(), list.size.width, list.size.height),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            throw RenderError.cairo("cannot create an SVG surface")
        }
        // One SVG user unit per point, as CSS pixels: the SVG shows at the view's size.
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        FallbackResolution.apply(to: surface, page: list.size)
        let cr = cairo_create(surface)!
        CairoReplayer(cr: cr, isVector: true, minimumRasterScale: rasterizationScale).draw(list.items)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let surfaceStatus = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS, surfaceStatus == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(
                String(cString: cairo_status_to_string(status != CAIRO_STATUS_SUCCESS ? status : surfaceStatus)))
        }
        return sink.data
    }
}
