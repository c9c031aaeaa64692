import CCairo
import Foundation

/// Encodes images as PNG through cairo (libpng, default zlib settings).
///
/// Output is deterministic: no timestamps or text chunks, so the same pixels
/// always give the same bytes.
public struct PNGEncoder: Sendable {
    /// An encoder with libpng's default settings.
    public init() {}

    /// PNG bytes of `image`, written by cairo with libpng.
    public func encode(_ image: CGImage) throws -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status: cairo_status_t = CairoImage.withSurface(of: image) { surface in
            let box = Unmanaged.passUnretained(sink).toOpaque()
            return cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                sink.data.append(bytes!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, box)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.encoding(String(cString: cairo_status_to_string(status)))
        }
        return sink.data
    }

    /// Encodes and writes atomically.
    public func write(_ image: CGImage, to url: URL) throws {
        try AtomicFile.write(encode(image), to: url)
    }
}
