import CCairo
import Foundation

/// Draws a drop shadow: the items' silhouette rasterised at device resolution,
/// its alpha blurred (three box blurs approximate a Gaussian within 3 %), then
/// used as a mask for the shadow colour.
///
/// `radius` is taken as the Gaussian's standard deviation × 2, the convention of
/// CSS and Core Animation's shadow radius. On PDF and SVG surfaces the shadow is
/// the one raster element, at the surface's resolution.
struct ShadowRenderer {
    let replayer: CairoReplayer
    var cr: OpaquePointer { replayer.cr }

    func drawShadow(_ shadow: Shadow, of items: [DisplayItem]) {
        let content = items.reduce(CGRect.null) { $0.union($1.bounds) }
        guard !content.isNull, content.width > 0, content.height > 0 else { return }
        // Device pixels per user unit at this point of the drawing.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let scale = max(replayer.isVector ? replayer.minimumRasterScale : 0.01, sqrt(abs(m.xx * m.yy - m.xy * m.yx)))
        let sigma = shadow.radius / 2
        let margin = ceil(3 * sigma) + 1
        let area = content.insetBy(dx: -margin, dy: -margin)
        let pw = Int((area.width * scale).rounded(.up)), ph = Int((area.height * scale).rounded(.up))
        // A shadow larger than 64 megapixels is skipped rather than exhausting memory.
        guard pw > 0, ph > 0, pw * ph <= 64_000_000 else { return }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pw), Int32(ph)),
              cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
        defer { cairo_surface_destroy(mask) }
        let mcr = cairo_create(mask)!
        cairo_scale(mcr, scale, scale)
        cairo_translate(mcr, -area.minX, -area.minY)
        CairoReplayer(cr: mcr, isVector: false).draw(items)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        if sigma > 0 {
            let stride = Int(cairo_image_surface_get_stride(mask))
            BoxBlur.gaussian(cairo_image_surface_get_data(mask), width: pw, height: ph, stride: stride, sigma: Double(sigma * scale))
        }
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
        cairo_translate(cr, area.minX + shadow.offset.width, area.minY + shadow.offset.height)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_mask_surface(cr, mask, 0, 0)
        cairo_restore(cr)
    }
}

/// Separable box blurs over an 8-bit channel.
enum BoxBlur {
    /// Three box blurs whose combined variance matches a Gaussian of `sigma`.
    static func gaussian(_ data: UnsafeMutablePointer<UInt8>?, width: Int, height: Int, stride: Int, sigma: Double) {
        guard let data, sigma > 0.2 else { return }
        let sizes = boxSizes(sigma: sigma, count: 3)
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        for size in sizes {
            let r = (size - 1) / 2
            for y in 0..<height { blurLine(data.advanced(by: y * stride), count: width, step: 1, radius: r, scratch: &scratch) }
            for x in 0..<width { blurLine(data.advanced(by: x), count: height, step: stride, radius: r, scratch: &scratch) }
        }
    }

    /// Box widths for `count` passes approximating a Gaussian (Kovesi's method).
    static func boxSizes(sigma: Double, count: Int) -> [Int] {
        let n = Double(count)
        var wl = Int(floor(sqrt(12 * sigma * sigma / n + 1)))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let ml = Double(wl), mIdeal = (12 * sigma * sigma - n * ml * ml - 4 * n * ml - 3 * n) / (-4 * ml - 4)
        let m = Int(mIdeal.rounded())
        return (0..<count).map { $0 < m ? wl : wu }
    }

    private static func blurLine(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int, scratch: inout [UInt8]) {
        guard r > 0, count > 0 else { return }
        for i in 0..<count { scratch[i] = p[i * step] }
        let window = 2 * r + 1
        var sum = 0
        // Edges count as transparent, so a shadow fades out at the mask's border.
        for i in -r...r where i >= 0 && i < count { sum += Int(scratch[i]) }
        for i in 0..<count {
            p[i * step] = UInt8((sum + window / 2) / window)
            let add = i + r + 1, sub = i - r
            if add < count { sum += Int(scratch[add]) }
            if sub >= 0 { sum -= Int(scratch[sub]) }
        }
    }
}
