import CCairo
import Foundation

/// Wide shadows are blurred at reduced resolution.
///
/// A Gaussian of σ pixels removes all detail finer than about σ/2, so blurring
/// a silhouette rendered at 1/k of the device resolution (k ≤ σ/4) and
/// scaling the result back up with bilinear filtering gives the same mask to
/// within a level or two of 255 — at 1/k² of the cost. A share card's 24-point
/// shadow at scale 2 (σ = 48 px) blurs 2.9 million pixels at full size; at
/// 1/8 it blurs 45 thousand. Shadows narrower than 8 device pixels are left alone.
enum ShadowDownsampling {
    /// The largest reduction; beyond it the bilinear upscale starts to show steps.
    static let maximumFactor: CGFloat = 8

    /// The raster scale for a shadow of `sigma` points drawn at `scale` pixels per point.
    static func reducedScale(_ scale: CGFloat, sigma: CGFloat) -> CGFloat {
        let pixels = sigma * scale
        guard pixels.isFinite, pixels >= 8 else { return scale }
        let k = min(maximumFactor, (pixels / 4).rounded(.down))
        return k > 1 ? scale / k : scale
    }
}

extension ShadowDownsampling {
    /// A reduced shadow mask scaled back up to device pixels by Darkroom, on the
    /// device pixel grid, so that pixman composites it through its plain A8-mask
    /// fast path instead of a bilinear transform per output pixel (callgrind: that
    /// transform was a quarter of a share card's instructions). Returns `nil`
    /// where the mask is already at device resolution, for vector surfaces, and
    /// for rotated, skewed or flipped transforms (cairo scales those itself).
    static func upscaled(_ layer: RasterEffects.Layer, offset: CGSize, cr: OpaquePointer, isVector: Bool) -> RasterEffects.Layer? {
        guard !isVector else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, abs(m.xx - m.yy) <= 1e-9 * m.xx,
              layer.scale < m.xx * 0.999, layer.width > 0, layer.height > 0 else { return nil }
        let s = m.xx
        // The mask's device rectangle, snapped outwards to whole pixels.
        let ux = layer.area.minX + offset.width, uy = layer.area.minY + offset.height
        let x0 = (ux * s + m.x0).rounded(.down), y0 = (uy * s + m.y0).rounded(.down)
        let x1 = ((ux + layer.area.width) * s + m.x0).rounded(.up), y1 = ((uy + layer.area.height) * s + m.y0).rounded(.up)
        let w = Int(x1 - x0), h = Int(y1 - y0)
        guard w > 0, h > 0, w * h <= 64_000_000,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let dst = cairo_image_surface_get_data(surface),
              let src = cairo_image_surface_get_data(layer.surface) else { cairo_surface_destroy(surface); return nil }
        cairo_surface_flush(layer.surface)
        let dstStride = Int(cairo_image_surface_get_stride(surface)), srcStride = Int(cairo_image_surface_get_stride(layer.surface))
        let k = layer.scale / s   // source pixels per device pixel
        // Source sample positions (pixel-centre convention) for each column and row; outside is transparent.
        func taps(_ count: Int, start: CGFloat, limit: Int) -> [(Int, Int, Int)] {
            (0..<count).map { i in
                let p = (start + CGFloat(i) + 0.5) * k - 0.5
                let f = p.rounded(.down), i0 = Int(f), wgt = Int(((p - f) * 256).rounded())
                return (i0, i0 + 1, wgt)
            }
        }
        // Device pixel (x0 + i) lies (x0 + i − (ux·s + m.x0)) device pixels right of the mask's origin.
        let columns = taps(w, start: x0 - (ux * s + m.x0), limit: layer.width)
        let rows = taps(h, start: y0 - (uy * s + m.y0), limit: layer.height)
        func at(_ x: Int, _ y: Int) -> Int {
            x >= 0 && y >= 0 && x < layer.width && y < layer.height ? Int(src[y * srcStride + x]) : 0
        }
        for (j, row) in rows.enumerated() {
            let line = dst + j * dstStride
            for (i, col) in columns.enumerated() {
                let top = at(col.0, row.0) * (256 - col.2) + at(col.1, row.0) * col.2
                let bottom = at(col.0, row.1) * (256 - col.2) + at(col.1, row.1) * col.2
                line[i] = UInt8((top * (256 - row.2) + bottom * row.2 + 32768) >> 16)
            }
        }
        cairo_surface_mark_dirty(surface)
        let area = CGRect(x: (x0 - m.x0) / s - offset.width, y: (y0 - m.y0) / s - offset.height, width: CGFloat(w) / s, height: CGFloat(h) / s)
        return RasterEffects.Layer(surface: surface, area: area, scale: s, width: w, height: h)
    }
}
