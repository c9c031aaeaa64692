import CCairo
import Foundation

extension ViewRenderer {
    /// PNG bytes of a view through `FastPNGEncoder`, encoded straight from the
    /// cairo surface: no intermediate `CGImage` copy, so peak memory is one pixel
    /// buffer plus a few hundred kilobytes per core.
    ///
    /// `compression` trades size for speed (`.fast`, `.balanced`, `.smallest`,
    /// `.uncompressed`); `pngData(_:)` keeps cairo's libpng writer (default zlib).
    public func pngData<V: View>(_ view: V, compression: PNGCompression) throws -> Data {
        let list = try displayList(view)
        let (pw, ph) = try pixelSize(of: list.size)
        let format = options.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        guard let surface = cairo_image_surface_create(format, Int32(pw), Int32(ph)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("cannot create a \(pw) × \(ph) image surface")
        }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        if options.isOpaque {
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_paint(cr)
        }
        cairo_scale(cr, options.scale, options.scale)
        CairoReplayer(cr: cr, isVector: false).draw(list.items)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw RenderError.cairo("cannot read the image surface") }
        return try FastPNGEncoder(compression: compression).encode(
            pixels: data, width: pw, height: ph, bytesPerRow: Int(cairo_image_surface_get_stride(surface)),
            opaque: options.isOpaque ? true : nil)
    }

    /// Writes a view as PNG through `FastPNGEncoder`, atomically.
    public func writePNG<V: View>(_ view: V, to url: URL, compression: PNGCompression) throws {
        try AtomicFile.write(pngData(view, compression: compression), to: url)
    }
}
