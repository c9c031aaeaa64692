import CCairo
import Foundation

/// The image surface a cairo context currently draws into, for the fast paths
/// that write its pixels themselves (thin strokes, gradient rectangles): an
/// ARGB32 or RGB24 image surface (a group's too) drawn with OVER, at device
/// scale 1, clipped to at most one pixel-aligned rectangle. Anything else is
/// cairo's to draw (`init` fails).
struct CairoPixelTarget {
    let surface: OpaquePointer
    /// User space to the surface's pixels: the CTM plus a group's device offset.
    let userToPixel: CGAffineTransform
    /// The pixels the clip lets through (half-open; empty when nothing shows).
    let clip: ThinStrokeRasterizer.Clip

    init?(cr: OpaquePointer) {
        guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
            let surface = cairo_get_group_target(cr), cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
        else { return nil }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return nil }
        var sx = 0.0, sy = 0.0, ox = 0.0, oy = 0.0
        cairo_surface_get_device_scale(surface, &sx, &sy)
        cairo_surface_get_device_offset(surface, &ox, &oy)
        guard sx == 1, sy == 1 else { return nil }
        let m = cairo_matrix_t(currentOf: cr)
        let ctm = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0 + ox, ty: m.y0 + oy)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        var clip = ThinStrokeRasterizer.Clip(minX: 0, minY: 0, maxX: width, maxY: height)
        // The clip must be pixel-aligned rectangles (cairo says so by listing them);
        // one rectangle is all the fast paths handle.
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles <= 1 else { return nil }
        if list.pointee.num_rectangles == 1 {
            let r = list.pointee.rectangles[0]
            // Rectangles come back in user space; the CTM must keep them axis-aligned.
            guard m.xy == 0, m.yx == 0 else { return nil }
            let box = CGRect(x: r.x, y: r.y, width: r.width, height: r.height).applying(ctm)
            clip.minX = max(clip.minX, Int(saturating: box.minX.rounded()))
            clip.minY = max(clip.minY, Int(saturating: box.minY.rounded()))
            clip.maxX = min(clip.maxX, Int(saturating: box.maxX.rounded()))
            clip.maxY = min(clip.maxY, Int(saturating: box.maxY.rounded()))
        } else {
            clip.maxX = clip.minX   // An empty clip: nothing shows.
        }
        self.surface = surface; self.userToPixel = ctm; self.clip = clip
    }

    /// Runs `body` on the surface's pixels as 32-bit words (and the row stride in
    /// words), with cairo's caches flushed before and the surface marked dirty after.
    func withPixels(_ body: (UnsafeMutablePointer<UInt32>, Int) -> Void) {
        guard clip.maxX > clip.minX, clip.maxY > clip.minY else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        data.withMemoryRebound(to: UInt32.self, capacity: stride * Int(cairo_image_surface_get_height(surface))) {
            words in
            body(words, stride)
        }
        cairo_surface_mark_dirty(surface)
    }
}

extension RGBA {
    /// This colour as one premultiplied ARGB32 word (cairo's pixel layout),
    /// each channel clamped to 0…1 and rounded to the nearest level.
    var premultipliedARGB32: UInt32 {
        func level(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let alpha = min(max(alpha, 0), 1)
        return level(alpha) << 24 | level(red * alpha) << 16 | level(green * alpha) << 8 | level(blue * alpha)
    }
}
