import CCairo
import Foundation

/// Effects cairo cannot draw as vectors: drop shadows and blurs. The items are
/// rasterised off-screen at device resolution (at least `rasterizationScale` on
/// PDF/SVG surfaces, where they become the document's only raster images),
/// blurred with three box blurs (within 3 % of a true Gaussian), and painted back.
///
/// `radius` is the Gaussian's standard deviation: Core Animation's shadow radius
/// (which SwiftUI's `shadow(radius:)` drives) blurs as much as a CSS blur of twice
/// the value, and CSS defines σ as half its blur (Bjango, "Matching drop shadows
/// across CSS, Android, iOS, Figma, and Sketch"); SwiftUI's `blur(radius:)`
/// matches Core Image's Gaussian, whose radius is σ.
struct RasterEffects {
    let replayer: CairoReplayer
    var cr: OpaquePointer { replayer.cr }

    /// A drop shadow: the items' silhouette, blurred, as a mask for the shadow colour.
    func drawShadow(_ shadow: Shadow, of items: [DisplayItem]) {
        guard let layer = rasterize(items, margin: shadow.radius, format: CAIRO_FORMAT_A8, downsampled: true) else {
            return
        }
        defer { cairo_surface_destroy(layer.surface) }
        blur(layer, radius: shadow.radius, channels: 1)
        // A downsampled mask goes back to device pixels first (BlurDownsampling.swift).
        let shown =
            BlurDownsampling.upscaled(layer, offset: shadow.offset, cr: cr, isVector: replayer.isVector) ?? layer
        defer { if shown.surface != layer.surface { cairo_surface_destroy(shown.surface) } }
        cairo_save(cr)
        cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
        cairo_translate(cr, shown.area.minX + shadow.offset.width, shown.area.minY + shadow.offset.height)
        cairo_scale(cr, 1 / shown.scale, 1 / shown.scale)
        cairo_mask_surface(cr, shown.surface, 0, 0)
        cairo_restore(cr)
    }

    /// The items themselves, blurred.
    func drawBlurred(_ items: [DisplayItem], radius: CGFloat) {
        // Wide blurs are blurred at reduced resolution, as shadows are (BlurDownsampling.swift): without it a
        // huge blurred layer costs its full pixel count three times over.
        guard let layer = rasterize(items, margin: radius, format: CAIRO_FORMAT_ARGB32, downsampled: radius > 0)
        else { return }
        defer { cairo_surface_destroy(layer.surface) }
        // Premultiplied channels blur independently without fringes.
        blur(layer, radius: radius, channels: 4)
        cairo_save(cr)
        cairo_translate(cr, layer.area.minX, layer.area.minY)
        cairo_scale(cr, 1 / layer.scale, 1 / layer.scale)
        // A reduced layer is scaled back up bilinearly, the filter the downsampling's error bound assumes.
        // The pattern is Darkroom's own: cairo_get_source on a context in error would hand back one nobody frees.
        let pattern = cairo_pattern_create_for_surface(layer.surface)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The items flattened into one bitmap at the raster scale (`drawingGroup()` on
    /// PDF and SVG surfaces), painted back as an image.
    func drawRasterized(_ items: [DisplayItem]) {
        drawBlurred(items, radius: 0)
    }

    struct Layer { let surface: OpaquePointer; let area: CGRect; let scale: CGFloat; let width: Int; let height: Int }

    /// The most pixels one effect layer of a PDF or SVG page holds: 4 megapixels (16 MB of ARGB; an A4 page at
    /// 200 dpi). Larger layers are drawn at a lower resolution — a blur or shadow carries no detail finer than its
    /// radius anyway — so a raster scale of 100 or a page 8,000 points wide costs what a 2,000-pixel square does.
    static let vectorLayerPixelBudget: CGFloat = 4_000_000

    private func rasterize(
        _ items: [DisplayItem], margin radius: CGFloat, format: cairo_format_t, downsampled: Bool = false
    ) -> Layer? {
        let content = items.reduce(CGRect.null) { $0.union($1.bounds) }
        guard !content.isNull, content.width > 0, content.height > 0 else { return nil }
        let deviceScale = cairo_matrix_t(currentOf: cr).deviceScale
        var scale = max(replayer.isVector ? replayer.minimumRasterScale : 0.01, deviceScale)
        if downsampled { scale = BlurDownsampling.reducedScale(scale, sigma: radius) }   // BlurDownsampling.swift
        let margin = ceil(3 * radius) + 1
        let whole = content.insetBy(dx: -margin, dy: -margin)
        if downsampled { scale = BlurDownsampling.budgetedScale(scale, sigma: radius, whole: whole) }
        // Never rasterise beyond the current clip: a huge blurred background costs only what shows.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        // Beyond the clip, the layer reaches as far as the blur can carry (three
        // boxes of up to σ + 1 pixels each, and a bilinear tap when upscaled).
        let reach = margin + 4 / scale
        let clip = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).insetBy(dx: -reach, dy: -reach)
        var area = whole.safeIntersection(clip)
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        // On a PDF or SVG page, a layer above the pixel budget is drawn at the scale that fits it rather than
        // skipped: a huge raster scale or page would otherwise blur hundreds of megapixels for one effect. Bitmaps
        // keep their device scale (their layers are cut to the visible band, and bands must share one grid).
        let pixels = area.width * scale * area.height * scale
        if replayer.isVector && pixels > Self.vectorLayerPixelBudget {
            scale *= (Self.vectorLayerPixelBudget / pixels).squareRoot()
        }
        guard scale > 0, scale.isFinite else { return nil }
        // The layer's pixel grid starts from the whole effect's corner whatever the
        // clip cuts off, so that bands drawn apart (RasterBands) sample one grid
        // and meet without a seam; the margin covers the blur's reach (3σ).
        let left = whole.minX + ((area.minX - whole.minX) * scale).rounded(.down) / scale
        let top = whole.minY + ((area.minY - whole.minY) * scale).rounded(.down) / scale
        area = CGRect(x: left, y: top, width: area.maxX - left, height: area.maxY - top)
        let pw = Int(saturating: (area.width * scale).rounded(.up))
        let ph = Int(saturating: (area.height * scale).rounded(.up))
        // Bitmap layers above 64 megapixels are skipped rather than exhausting memory.
        // (Divided, not multiplied: saturated sides would overflow the product.)
        guard pw > 0, ph > 0, pw <= 64_000_000 / ph else { return nil }
        guard let surface = PooledSurfaces.create(format, width: pw, height: ph) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(surface); return nil }
        let lcr = cairo_create(surface)!
        cairo_scale(lcr, scale, scale)
        cairo_translate(lcr, -area.minX, -area.minY)
        CairoReplayer(cr: lcr, isVector: false).draw(items)
        cairo_destroy(lcr)
        cairo_surface_flush(surface)
        return Layer(surface: surface, area: area, scale: scale, width: pw, height: ph)
    }

    private func blur(_ layer: Layer, radius: CGFloat, channels: Int) {
        guard radius > 0 else { return }
        let stride = Int(cairo_image_surface_get_stride(layer.surface))
        let data = cairo_image_surface_get_data(layer.surface)
        for c in 0..<channels {
            BoxBlur.gaussian(data?.advanced(by: c), width: layer.width, height: layer.height, stride: stride,
                             pixelStride: channels, sigma: Double(radius * layer.scale))
        }
        cairo_surface_mark_dirty(layer.surface)
    }
}

/// Separable box blurs over an 8-bit channel: the Gaussian of every shadow and blur, drawn by cairo's replayer
/// alone (the legacy window surface, a libgd image, is drawn by the same replayer, so it blurs alike).
enum BoxBlur {
    /// Three box blurs whose combined variance matches a Gaussian of `sigma`.
    static func gaussian(
        _ data: UnsafeMutablePointer<UInt8>?, width: Int, height: Int, stride: Int, pixelStride: Int = 1, sigma: Double
    ) {
        guard let data, sigma > 0.2 else { return }
        let sizes = boxSizes(sigma: sigma, count: 3)
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        for size in sizes {
            let r = (size - 1) / 2
            for y in 0..<height {
                blurLine(data.advanced(by: y * stride), count: width, step: pixelStride, radius: r, scratch: &scratch)
            }
            for x in 0..<width {
                blurLine(data.advanced(by: x * pixelStride), count: height, step: stride, radius: r, scratch: &scratch)
            }
        }
    }

    /// Box widths for `count` passes approximating a Gaussian of standard
    /// deviation `sigma` (Kovesi's method: odd widths whose summed variance is σ²).
    static func boxSizes(sigma: Double, count: Int) -> [Int] {
        let n = Double(count)
        var wl = Int(saturating: floor(sqrt(12 * sigma * sigma / n + 1)))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let ml = Double(wl), mIdeal = (12 * sigma * sigma - n * ml * ml - 4 * n * ml - 3 * n) / (-4 * ml - 4)
        let m = Int(saturating: mIdeal.rounded())
        return (0..<count).map { $0 < m ? wl : wu }
    }

    private static func blurLine(
        _ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int, scratch: inout [UInt8]
    ) {
        guard r > 0, count > 0 else { return }
        for i in 0..<count { scratch[i] = p[i * step] }
        let window = 2 * r + 1
        var sum = 0
        // Edges count as transparent, so a shadow fades out at the mask's border.
        // Only the window's part inside the line: a radius far longer than the line (a wide blur on a layer
        // held to its pixel budget) must not cost the radius on every line.
        for i in 0..<min(r + 1, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            p[i * step] = UInt8((sum + window / 2) / window)
            let add = i + r + 1, sub = i - r
            if add < count { sum += Int(scratch[add]) }
            if sub >= 0 { sum -= Int(scratch[sub]) }
        }
    }
}
