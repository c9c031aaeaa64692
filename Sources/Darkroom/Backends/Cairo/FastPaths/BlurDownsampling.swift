import CCairo
import Foundation

/// Wide shadows and blurs are blurred at reduced resolution.
///
/// A Gaussian of σ pixels removes all detail finer than about σ/2, so blurring
/// a layer rendered at 1/k of the device resolution (k ≤ σ/4) and scaling the
/// result back up with bilinear filtering gives the same pixels to within a
/// level or two of 255 — at 1/k² of the cost. A share card's 24-point shadow at
/// scale 2 (σ = 48 px) blurs 2.9 million pixels at full size; at 1/8 it blurs 45
/// thousand. A `blur(radius: 40)` over a full 4K background costs what a
/// 480 × 270 one does. Blurs narrower than 8 device pixels are left alone.
enum BlurDownsampling {
    /// The largest reduction; beyond it the bilinear upscale starts to show steps.
    static let maximumFactor: CGFloat = 8

    /// Off, shadows and blurs are blurred at full device resolution: the general
    /// path the tests compare this fast path with.
    @TaskLocal static var isEnabled = true

    /// The raster scale for a blur of `sigma` points drawn at `scale` pixels per point.
    static func reducedScale(_ scale: CGFloat, sigma: CGFloat) -> CGFloat {
        let pixels = sigma * scale
        guard isEnabled, pixels.isFinite, pixels >= 8 else { return scale }
        let k = min(maximumFactor, (pixels / 4).rounded(.down))
        return k > 1 ? scale / k : scale
    }
}

extension BlurDownsampling {
    /// The most pixels the whole of one blurred layer (content and the blur's reach, before any clip) holds
    /// before it is drawn coarser than `maximumFactor` allows: 4 megapixels, as for the effect layers of a PDF page.
    static let layerPixelBudget: CGFloat = 4_000_000

    /// `scale` (already reduced by `reducedScale`) lowered further until the whole layer fits
    /// `layerPixelBudget`, but never below 4 pixels per σ. A blur whose σ spans thousands of device pixels (a wide
    /// blur under a large scale effect) has no detail finer than σ/2, and its reach alone made a 60-megapixel
    /// layer that took 44 s to blur. The scale comes from the whole layer, not the part a clip shows, so that the
    /// bands of one tiled render share one grid.
    static func budgetedScale(_ scale: CGFloat, sigma: CGFloat, whole: CGRect) -> CGFloat {
        let pixels = whole.width * scale * whole.height * scale
        guard isEnabled, !(pixels <= layerPixelBudget) else { return scale }
        let needed = pixels.isFinite ? (pixels / layerPixelBudget).squareRoot() : .infinity
        let k = min(needed.rounded(.up), (sigma * scale / 4).rounded(.down))
        guard k > 1, k.isFinite else { return scale }
        return scale / k
    }

    /// A reduced shadow mask scaled back up to device pixels by Darkroom, on the
    /// device pixel grid, so that pixman composites it through its plain A8-mask
    /// fast path instead of a bilinear transform per output pixel (callgrind: that
    /// transform was a quarter of a share card's instructions). Returns `nil`
    /// where the mask is already at device resolution, for vector surfaces, and
    /// for rotated, skewed or flipped transforms (cairo scales those itself).
    static func upscaled(_ layer: RasterEffects.Layer, offset: CGSize, cr: OpaquePointer, isVector: Bool)
        -> RasterEffects.Layer?
    {
        guard !isVector else { return nil }
        let m = cairo_matrix_t(currentOf: cr)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, abs(m.xx - m.yy) <= 1e-9 * m.xx,
              layer.scale < m.xx * 0.999, layer.width > 0, layer.height > 0 else { return nil }
        let s = m.xx
        // The mask's device rectangle, snapped outwards to whole pixels, and cut
        // to the clip: a band of a tiled render only upscales the rows it shows.
        let ux = layer.area.minX + offset.width, uy = layer.area.minY + offset.height
        var cx1 = 0.0, cy1 = 0.0, cx2 = 0.0, cy2 = 0.0
        cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
        let x0 = max((ux * s + m.x0).rounded(.down), (cx1 * s + m.x0).rounded(.down))
        let y0 = max((uy * s + m.y0).rounded(.down), (cy1 * s + m.y0).rounded(.down))
        let x1 = min(((ux + layer.area.width) * s + m.x0).rounded(.up), (cx2 * s + m.x0).rounded(.up))
        let y1 = min(((uy + layer.area.height) * s + m.y0).rounded(.up), (cy2 * s + m.y0).rounded(.up))
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) <= 64_000_000 else { return nil }
        let w = Int(saturating: x1 - x0), h = Int(saturating: y1 - y0)
        guard let surface = PooledSurfaces.create(CAIRO_FORMAT_A8, width: w, height: h) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let dst = cairo_image_surface_get_data(surface),
              let src = cairo_image_surface_get_data(layer.surface) else { cairo_surface_destroy(surface); return nil }
        cairo_surface_flush(layer.surface)
        let dstStride = Int(cairo_image_surface_get_stride(surface)),
            srcStride = Int(cairo_image_surface_get_stride(layer.surface))
        let k = layer.scale / s // source pixels per device pixel
        // Source taps (pixel-centre convention) for each column and row: the
        // lower index, shifted by two into a line with two transparent pixels
        // each side (so both taps of any index outside the mask read zero), and
        // the weight of the upper one in 1/256ths.
        func taps(_ count: Int, start: CGFloat, limit: Int) -> (index: [Int], weight: [UInt32]) {
            var index = [Int](repeating: 0, count: count), weight = [UInt32](repeating: 0, count: count)
            for i in 0..<count {
                let p = (start + CGFloat(i) + 0.5) * k - 0.5
                let f = p.rounded(.down)
                index[i] = min(max(Int(f), -2), limit) + 2
                weight[i] = UInt32(((p - f) * 256).rounded())
            }
            return (index, weight)
        }
        // Device pixel (x0 + i) lies (x0 + i − (ux·s + m.x0)) device pixels right of the mask's origin.
        let columns = taps(w, start: x0 - (ux * s + m.x0), limit: layer.width)
        let rows = taps(h, start: y0 - (uy * s + m.y0), limit: layer.height)
        // Separable: each source row is widened once (a row of 16-bit values),
        // then output rows blend two widened rows — the same arithmetic as a
        // 2 × 2 bilinear tap per pixel, in a quarter of the work.
        let padded = UnsafeMutablePointer<UInt32>.allocate(capacity: layer.width + 4)
        let wideA = UnsafeMutablePointer<UInt32>.allocate(capacity: w),
            wideB = UnsafeMutablePointer<UInt32>.allocate(capacity: w)
        defer { padded.deallocate(); wideA.deallocate(); wideB.deallocate() }
        var upper = wideA, lower = wideB, upperRow = Int.min, lowerRow = Int.min
        func widen(_ row: Int, into line: UnsafeMutablePointer<UInt32>) {
            // `row` is shifted by two, like the column indices.
            if row < 2 || row - 2 >= layer.height { line.update(repeating: 0, count: w); return }
            padded[0] = 0; padded[1] = 0; padded[layer.width + 2] = 0; padded[layer.width + 3] = 0
            let srcLine = src + (row - 2) * srcStride
            for x in 0..<layer.width { padded[x + 2] = UInt32(srcLine[x]) }
            columns.index.withUnsafeBufferPointer { index in
                columns.weight.withUnsafeBufferPointer { weight in
                    for i in 0..<w {
                        let j = index[i], f = weight[i]
                        line[i] = padded[j] &* (256 &- f) &+ padded[j &+ 1] &* f
                    }
                }
            }
        }
        for j in 0..<h {
            let r = rows.index[j], f = rows.weight[j]
            if r != upperRow {
                if r == lowerRow {
                    swap(&upper, &lower); upperRow = lowerRow
                } else {
                    widen(r, into: upper); upperRow = r
                }
            }
            if r + 1 != lowerRow { widen(r + 1, into: lower); lowerRow = r + 1 }
            let line = dst + j * dstStride, a = upper, b = lower, g = 256 &- f
            for i in 0..<w { line[i] = UInt8(truncatingIfNeeded: (a[i] &* g &+ b[i] &* f &+ 32768) >> 16) }
        }
        cairo_surface_mark_dirty(surface)
        let area = CGRect(
            x: (x0 - m.x0) / s - offset.width, y: (y0 - m.y0) / s - offset.height, width: CGFloat(w) / s,
            height: CGFloat(h) / s)
        return RasterEffects.Layer(surface: surface, area: area, scale: s, width: w, height: h)
    }
}
