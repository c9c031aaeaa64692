import CCairo
import Foundation

/// PNG decoding through cairo's reader (libpng, already loaded with cairo).
///
/// cairo hands back premultiplied ARGB32 — `CGImage`'s own layout — with the
/// full 8-bit alpha of the file (libgd would keep 7 bits), and reading PNG this
/// way never loads libgd.
enum CairoPNGDecoding {
    /// The decoded PNG in memory, or `nil` when cairo cannot read it.
    static func decode(_ data: Data) -> CGImage? {
        data.withUnsafeBytes { raw -> CGImage? in
            guard let base = raw.baseAddress else { return nil }
            var source = Source(bytes: base, count: raw.count)
            return withUnsafeMutablePointer(to: &source) { pointer in
                let read: cairo_read_func_t = { closure, destination, length in
                    let source = closure!.assumingMemoryBound(to: Source.self)
                    let wanted = Int(length)
                    // libpng asks for exact lengths; a short read means truncated bytes.
                    guard let destination, source.pointee.count - source.pointee.offset >= wanted else {
                        return CAIRO_STATUS_READ_ERROR
                    }
                    destination.update(from: source.pointee.bytes.advanced(by: source.pointee.offset)
                        .assumingMemoryBound(to: UInt8.self), count: wanted)
                    source.pointee.offset += wanted
                    return CAIRO_STATUS_SUCCESS
                }
                return makeImage(cairo_image_surface_create_from_png_stream(read, pointer))
            }
        }
    }

    /// The decoded PNG file at `path`, or `nil` when cairo cannot read it.
    static func decode(path: String) -> CGImage? {
        makeImage(cairo_image_surface_create_from_png(path))
    }

    private struct Source {
        let bytes: UnsafeRawPointer
        let count: Int
        var offset = 0
    }

    /// Takes ownership of `surface` (cairo returns an error surface, never
    /// NULL, for unreadable input) and copies its pixels into a `CGImage`.
    private static func makeImage(_ surface: OpaquePointer?) -> CGImage? {
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let format = cairo_image_surface_get_format(surface)
        if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 {
            return CairoImage.makeImage(from: surface)
        }
        // Newer cairo reads 16-bit PNGs into float formats: paint them into ARGB32.
        let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) else { return nil }
        defer { cairo_surface_destroy(target) }
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(target) else { return nil }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        return status == CAIRO_STATUS_SUCCESS ? CairoImage.makeImage(from: target) : nil
    }
}
