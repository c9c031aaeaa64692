import CCairo
import Foundation

extension ViewRenderer {
    /// PNG bytes of a view through `FastPNGEncoder`, encoded straight from the
    /// cairo surface: no intermediate `CGImage` copy, so peak memory is one pixel
    /// buffer plus a few hundred kilobytes per core.
    ///
    /// `compression` trades size for speed (`.fast`, `.balanced`, `.smallest`,
    /// `.uncompressed`); `pngData(_:)` uses the default `PNGEncoder` (libdeflate).
    public func pngData<V: View>(_ view: V, compression: PNGCompression) throws -> Data {
        try withRasterizedSurface(displayList(view)) { surface, pw, ph in
            guard let data = cairo_image_surface_get_data(surface) else {
                throw RenderError.cairo("cannot read the image surface")
            }
            return try FastPNGEncoder(compression: compression).encode(
                pixels: data, width: pw, height: ph, bytesPerRow: Int(cairo_image_surface_get_stride(surface)),
                opaque: options.isOpaque ? true : nil)
        }
    }

    /// Writes a view as PNG through `FastPNGEncoder`, atomically.
    public func writePNG<V: View>(_ view: V, to url: URL, compression: PNGCompression) throws {
        try AtomicFile.write(pngData(view, compression: compression), to: url)
    }
}
