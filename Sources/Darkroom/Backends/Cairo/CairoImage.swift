import CCairo
import Foundation

/// Conversions between `CGImage` and cairo image surfaces.
enum CairoImage {
    /// Runs `body` with a cairo surface reading the image's pixels (no copy: the
    /// buffer outlives the call).
    static func withSurface<R>(of image: CGImage, _ body: (OpaquePointer) -> R) -> R {
        image.data.withUnsafeBufferPointer { buffer in
            let raw = UnsafeMutablePointer(mutating: buffer.baseAddress!)
            let surface = cairo_image_surface_create_for_data(raw, CAIRO_FORMAT_ARGB32, Int32(image.width),
                                                              Int32(image.height), Int32(image.bytesPerRow))!
            defer { cairo_surface_destroy(surface) }
            return body(surface)
        }
    }

    /// Copies an image surface's pixels into a `CGImage`.
    static func makeImage(from surface: OpaquePointer) -> CGImage? {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let rowStride = Int(cairo_image_surface_get_stride(surface))
        guard w > 0, h > 0, let base = cairo_image_surface_get_data(surface) else { return nil }
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        // One pass over the pixels: copied into uninitialised storage, not zeroed first.
        let bytes = [UInt8](unsafeUninitializedCapacity: w * 4 * h) { dst, count in
            for y in 0..<h {
                dst.baseAddress!.advanced(by: y * w * 4).initialize(
                    from: base.advanced(by: y * rowStride), count: w * 4)
            }
            if opaque {
                // RGB24 leaves the top byte undefined; an opaque image has alpha 255 everywhere.
                for i in stride(from: 3, to: w * 4 * h, by: 4) { dst[i] = 255 }
            }
            count = w * 4 * h
        }
        let image = CGImage(width: w, height: h, bytesPerRow: w * 4, premultipliedBGRA: bytes)
        if opaque { image?.alphaInfo = .noneSkipFirst }
        return image
    }
}
