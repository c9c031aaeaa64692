import CCairo
import Foundation

extension ViewRenderer {
    /// PNG bytes of a view with a chosen ``PNGCompression``, encoded straight from
    /// the cairo surface: no intermediate `CGImage` copy, so peak memory is one
    /// pixel buffer plus the encoder's own (a few hundred kilobytes per core for
    /// `.fast`, the filtered rows for the others).
    ///
    /// `compression` trades size for speed (`.fast`, `.balanced`, `.smallest`,
    /// `.uncompressed`); `pngData(_:)` is `.balanced`.
    public func pngData<V: View>(_ view: V, compression: PNGCompression) throws -> Data {
        try withRasterizedSurface(displayList(view)) { surface, pw, ph in
            guard let data = cairo_image_surface_get_data(surface) else {
                throw RenderError.cairo("cannot read the image surface")
            }
            return try PNGEncoder(compression: compression).encode(
                pixels: data, width: pw, height: ph, bytesPerRow: Int(cairo_image_surface_get_stride(surface)),
                opaque: options.isOpaque ? true : nil)
        }
    }

    /// Writes a view as PNG with a chosen ``PNGCompression``, atomically.
    public func writePNG<V: View>(_ view: V, to url: URL, compression: PNGCompression) throws {
        try AtomicFile.write(pngData(view, compression: compression), to: url)
    }
}
