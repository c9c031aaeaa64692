import CGD
import Foundation

/// Drop shadows on the libgd backend: a leaf's silhouette, blurred, painted in
/// the shadow colour at the shadow's offset beneath the leaf.
///
/// Wide shadows are blurred at reduced resolution, by the cairo backend's rule
/// (`ShadowDownsampling`: 1/k with k = ⌊σ/4⌋ up to 8, from σ = 8 device
/// pixels), so both backends soften alike: a Gaussian of σ removes detail finer
/// than σ/2, and the reduced mask scaled back up bilinearly is the same to within
/// a level or two, for 1/k² of the blur. A one-colour shape's silhouette is
/// scan-converted straight onto the reduced grid (as cairo renders it at the
/// reduced scale); text and images are drawn by libgd into a full-size layer
/// whose alpha is then averaged down.
extension GDReplayer {
    /// Draws a shadow of items (their silhouette, blurred, in the shadow colour at its offset).
    /// Returns the layer the items were drawn into for their silhouette, if one was
    /// used, with the rectangle it covers (`nil` for shapes, scan-converted directly).
    @discardableResult
    func drawShadow(_ shadow: Shadow, of items: [DisplayItem], _ s: State) -> GDCanvas? {
        guard shadow.color.alpha > 0 else { return nil }
        let scale = Self.scale(of: s.ctm)
        let sigma = Double(shadow.radius * scale)
        let content = PixelRect(covering: Self.deviceBounds(items, s.ctm)).insetBy(-1)
        // Content outside the clip can still cast a shadow into it.
        let o = CGSize(width: s.ctm.a * shadow.offset.width + s.ctm.c * shadow.offset.height,
                       height: s.ctm.b * shadow.offset.width + s.ctm.d * shadow.offset.height)
        let m = Int(ceil(3 * shadow.radius * scale)) + 2
        let reach = s.clip.offsetBy(dx: -Int(o.width.rounded()), dy: -Int(o.height.rounded())).insetBy(-m)
        let area = content.intersection(reach)
        guard !area.isEmpty else { return nil }
        if items.count == 1, let shape = Self.silhouette(of: items[0], s.ctm) {
            guard let mask = Self.shadowMask(of: shape.contours, evenOdd: shape.evenOdd, alpha: shape.alpha,
                                             within: area, offset: o, sigma: sigma) else { return nil }
            paintShadow(mask, color: shadow.color, s)
            return nil
        }
        guard let layer = GDCanvas(rect: area) else { return nil }
        GDReplayer(canvas: layer, images: images).draw(items, State(ctm: s.ctm, clip: area, mask: nil))
        if let mask = Self.shadowMask(of: layer, offset: o, sigma: sigma) { paintShadow(mask, color: shadow.color, s) }
        return layer
    }

    /// The device-space outline and alpha of a one-colour anti-aliased fill or
    /// stroke, whose silhouette is its coverage times its alpha.
    static func silhouette(of item: DisplayItem, _ ctm: CGAffineTransform) -> (contours: [[CGPoint]], evenOdd: Bool, alpha: Double)? {
        switch item {
        case .fill(let path, .color(let c), let style):
            guard !path.isEmpty, c.alpha > 0, style.isAntialiased else { return nil }
            return (PathFlattener.flatten(path, ctm).map(\.points), style.isEOFilled, c.alpha)
        case .stroke(let path, .color(let c), let style):
            guard !path.isEmpty, c.alpha > 0, style.lineWidth > 0, style.lineWidth.isFinite else { return nil }
            let scale = Self.scale(of: ctm)
            let stroker = Stroker(width: style.lineWidth * scale, cap: style.lineCap, join: style.lineJoin,
                                  miterLimit: max(1, style.miterLimit), scale: scale)
            let polys = stroker.outline(PathFlattener.flatten(path, ctm), dash: style.dash.map { $0 * scale },
                                        phase: style.dashPhase * scale)
            return (polys, false, c.alpha)
        default:
            return nil
        }
    }

    /// A drop shadow's blurred silhouette: 8-bit alpha on a grid `factor` times
    /// coarser than device pixels over `source`, painted at `source` moved by the offset.
    struct ShadowMask {
        let alpha: [UInt8]
        let source: PixelRect
        let factor: Int
        let width: Int, height: Int
        let dx: Int, dy: Int
        var target: PixelRect { source.offsetBy(dx: dx, dy: dy) }
    }

    /// The reduced grid for a silhouette over `area`: the blur's reach added, in whole blocks.
    private static func shadowGrid(covering area: PixelRect, sigma: Double) -> (source: PixelRect, factor: Int, width: Int, height: Int)? {
        guard !area.isEmpty else { return nil }
        let factor = sigma >= 8 ? max(1, min(8, Int(sigma / 4))) : 1
        let margin = (Int(ceil(3 * sigma)) + 2 + factor - 1) / factor * factor
        var src = area.insetBy(-margin)
        src.x1 = src.x0 + (src.width + factor - 1) / factor * factor
        src.y1 = src.y0 + (src.height + factor - 1) / factor * factor
        let w = src.width / factor, h = src.height / factor
        guard w > 0, h > 0, src.width * src.height <= GDCanvas.maxPixelCount else { return nil }
        return (src, factor, w, h)
    }

    /// The silhouette of a one-colour shape, scan-converted on the reduced grid
    /// (with `factor` times the sub-scanlines, so edges are sampled as finely as
    /// at full size) and blurred.
    static func shadowMask(of contours: [[CGPoint]], evenOdd: Bool, alpha: Double, within area: PixelRect,
                           offset: CGSize, sigma: Double) -> ShadowMask? {
        guard let g = shadowGrid(covering: area, sigma: sigma) else { return nil }
        let k = CGFloat(g.factor), ox = CGFloat(g.source.x0), oy = CGFloat(g.source.y0)
        let reduced = contours.map { $0.map { CGPoint(x: ($0.x - ox) / k, y: ($0.y - oy) / k) } }
        // `area` starts a whole number of blocks into the grid.
        let cells = PixelRect(x0: (area.x0 - g.source.x0) / g.factor, y0: (area.y0 - g.source.y0) / g.factor,
                              x1: (area.x1 - g.source.x0 + g.factor - 1) / g.factor,
                              y1: (area.y1 - g.source.y0 + g.factor - 1) / g.factor)
        guard let cov = Rasterizer.coverage(of: reduced, evenOdd: evenOdd, within: cells,
                                            subScanlines: min(64, Rasterizer.subScanlines * g.factor)) else { return nil }
        var alpha8 = [UInt8](repeating: 0, count: g.width * g.height)
        let level = Float(alpha * 255)
        let r = cov.rect
        cov.values.withUnsafeBufferPointer { values in
            alpha8.withUnsafeMutableBufferPointer { out in
                for y in r.y0..<r.y1 {
                    let from = (y - r.y0) * r.width, to = y * g.width + r.x0
                    for i in 0..<r.width { out[to + i] = UInt8(min(255, values[from + i] * level + 0.5)) }
                }
            }
        }
        return blurred(alpha8, g, offset: offset, sigma: sigma)
    }

    /// The silhouette of whatever a layer holds (text, images): its alpha,
    /// averaged over blocks of the reduced grid, then blurred.
    static func shadowMask(of layer: GDCanvas, offset: CGSize, sigma: Double) -> ShadowMask? {
        let d = layer.dirty.intersection(layer.bounds)
        guard let g = shadowGrid(covering: d, sigma: sigma) else { return nil }
        let f = g.factor, w = g.width
        var sums = [Int32](repeating: 0, count: g.width * g.height)
        sums.withUnsafeMutableBufferPointer { sums in
            for y in d.y0..<d.y1 {
                let base = (y - g.source.y0) / f * w
                let row = darkroom_gd_row(layer.image, Int32(y - layer.origin.y))!.advanced(by: -layer.origin.x)
                // The block index advances every f columns (no division per pixel).
                var cell = base + (d.x0 - g.source.x0) / f, k = (d.x0 - g.source.x0) % f
                for x in d.x0..<d.x1 {
                    let a7 = Int32((row[x] >> 24) & 0x7F)
                    if a7 != 127 { sums[cell] += ((127 - a7) * 255 + 63) / 127 }
                    k += 1
                    if k == f { k = 0; cell += 1 }
                }
            }
        }
        let n = Int32(f * f)
        return blurred(sums.map { UInt8(min(255, ($0 + n / 2) / n)) }, g, offset: offset, sigma: sigma)
    }

    private static func blurred(_ alpha: [UInt8], _ g: (source: PixelRect, factor: Int, width: Int, height: Int),
                                offset: CGSize, sigma: Double) -> ShadowMask {
        var alpha = alpha
        alpha.withUnsafeMutableBufferPointer {
            GDBlur.gaussian($0.baseAddress!, width: g.width, height: g.height, stride: g.width, pixelStride: 1,
                            sigma: sigma / Double(g.factor))
        }
        return ShadowMask(alpha: alpha, source: g.source, factor: g.factor, width: g.width, height: g.height,
                          dx: Int(offset.width.rounded()), dy: Int(offset.height.rounded()))
    }

    /// Blends the shadow colour through a silhouette onto the canvas (clip and clip mask applied).
    ///
    /// The mask is scaled up bilinearly and separably, in fixed point: each mask
    /// row is widened to device columns once (weights in 1/256), and each device
    /// row mixes two widened rows — the 2 × 2 tap per pixel in a quarter of the
    /// work. Only the columns reading mask cells bright enough to give a 7-bit
    /// alpha of 1 are visited; the pixels skipped would have been left as they were.
    func paintShadow(_ m: ShadowMask, color: RGBA, _ s: State) {
        let r = m.target.intersection(s.clip).intersection(canvas.bounds)
        guard !r.isEmpty else { return }
        let rgb = GDColor.make(color, alpha: 1) & 0xFF_FFFF
        // A mask level (0…255, times 2¹⁶ after both passes) to libgd's 7-bit alpha,
        // rounded: a7 = level · alpha · 127/255.
        let perLevel = Double(color.alpha) * 127 / 255
        let fixed = UInt64((perLevel * 0x1p24).rounded())
        // Taps per device column / row: lower mask index (edges clamped) and the upper one's weight.
        func taps(_ from: Int, _ count: Int, origin: Int, limit: Int) -> (index: [Int], weight: [UInt32]) {
            var index = [Int](repeating: 0, count: count), weight = [UInt32](repeating: 0, count: count)
            let fac = Double(m.factor)
            for j in 0..<count {
                let u = (Double(from + j - origin) + 0.5) / fac - 0.5
                let lo = u < 0 ? 0 : min(limit - 1, Int(u))
                index[j] = lo
                weight[j] = lo + 1 < limit ? UInt32((max(0, min(1, u - Double(lo))) * 256).rounded()) : 0
            }
            return (index, weight)
        }
        let cols = taps(r.x0 - m.dx, r.width, origin: m.source.x0, limit: m.width)
        let rows = taps(r.y0 - m.dy, r.height, origin: m.source.y0, limit: m.height)
        let w = r.width
        let wideA = UnsafeMutablePointer<UInt32>.allocate(capacity: w), wideB = UnsafeMutablePointer<UInt32>.allocate(capacity: w)
        defer { wideA.deallocate(); wideB.deallocate() }
        // The faintest mask level that still gives a 7-bit alpha of 1; fainter cells
        // paint nothing (bilinear weights never exceed the largest tap).
        var faintest = 1
        while faintest < 256, (UInt64(faintest << 16) &* fixed &+ (1 << 39)) >> 40 == 0 || Double(faintest) * perLevel + 0.5 < 1 {
            faintest += 1
        }
        guard faintest < 256 else { return }
        var span = GDAlphaBlend.Span()
        m.alpha.withUnsafeBufferPointer { alpha in
            // Per mask row, the cells [first, last) at or above `faintest` (first == last: none).
            var first = [Int](repeating: 0, count: m.height), last = first
            for y in 0..<m.height {
                let row = alpha.baseAddress! + y * m.width
                var x0 = 0, x1 = m.width
                while x0 < x1 && Int(row[x0]) < faintest { x0 += 1 }
                while x1 > x0 && Int(row[x1 - 1]) < faintest { x1 -= 1 }
                first[y] = x0; last[y] = x1
            }
            // Under a shape's interior the blurred mask is flat at its peak: per mask row, the
            // first run of peak cells [flatFirst, flatLast). Device pixels reading only those
            // cells get one source word, with no taps to weigh.
            let peak = alpha.max() ?? 0
            var flatFirst = [Int](repeating: 0, count: m.height), flatLast = flatFirst
            for y in 0..<m.height where peak > 0 {
                let row = alpha.baseAddress! + y * m.width
                var x0 = first[y]
                while x0 < last[y] && row[x0] != peak { x0 += 1 }
                var x1 = x0
                while x1 < last[y] && row[x1] == peak { x1 += 1 }
                flatFirst[y] = x0; flatLast[y] = x1
            }
            let flatWord: Int32? = {
                let a7 = Int32(truncatingIfNeeded: (UInt64(UInt32(peak) << 16) &* fixed &+ (1 << 39)) >> 40)
                return a7 > 0 ? ((127 - a7) << 24) | rgb : nil
            }()
            // For each mask column c, the first device column whose lower tap is at or past c.
            var fromCell = [Int](repeating: w, count: m.width + 1)
            for i in stride(from: w - 1, through: 0, by: -1) { fromCell[cols.index[i]] = i }
            for c in stride(from: m.width - 1, through: 0, by: -1) where fromCell[c] > fromCell[c + 1] { fromCell[c] = fromCell[c + 1] }
            cols.index.withUnsafeBufferPointer { ci in
                cols.weight.withUnsafeBufferPointer { cw in
                    func widen(_ y: Int, into line: UnsafeMutablePointer<UInt32>, _ i0: Int, _ i1: Int) {
                        let src = alpha.baseAddress! + y * m.width
                        for i in i0..<i1 {
                            let j = ci[i], f = cw[i]
                            // f is 0 wherever j + 1 falls outside the row.
                            let upper = f == 0 ? 0 : UInt32(src[j + 1])
                            line[i] = UInt32(src[j]) &* (256 &- f) &+ upper &* f
                        }
                    }
                    struct Key: Equatable { var row: Int, i0: Int, i1: Int }
                    var upper = wideA, lower = wideB
                    var upperKey = Key(row: -1, i0: 0, i1: 0), lowerKey = upperKey
                    for j in 0..<r.height {
                        let top = rows.index[j], g = rows.weight[j]
                        let bottom = g == 0 ? top : top + 1
                        // Cells that matter in either mask row, then the device columns reading them.
                        var c0 = first[top], c1 = last[top]
                        if g != 0, first[bottom] < last[bottom] {
                            if c0 < c1 { c0 = min(c0, first[bottom]); c1 = max(c1, last[bottom]) } else { c0 = first[bottom]; c1 = last[bottom] }
                        }
                        guard c0 < c1 else { continue }
                        let i0 = fromCell[max(0, c0 - 1)], i1 = fromCell[c1]
                        guard i0 < i1 else { continue }
                        // Widened rows are kept while consecutive device rows read the same mask rows.
                        if upperKey != Key(row: top, i0: i0, i1: i1) {
                            if lowerKey == Key(row: top, i0: i0, i1: i1) { swap(&upper, &lower); swap(&upperKey, &lowerKey) }
                            else { widen(top, into: upper, i0, i1); upperKey = Key(row: top, i0: i0, i1: i1) }
                        }
                        if g != 0, lowerKey != Key(row: bottom, i0: i0, i1: i1) {
                            widen(bottom, into: lower, i0, i1); lowerKey = Key(row: bottom, i0: i0, i1: i1)
                        }
                        let y = r.y0 + j
                        let pixels = darkroom_gd_row(canvas.image, Int32(y - canvas.origin.y))!.advanced(by: r.x0 - canvas.origin.x)
                        // With no lower row (g = 0) the lower weight is 0: read the upper row twice.
                        let a = upper, b = g == 0 ? upper : lower, h = 256 &- g
                        if let mask = s.mask {
                            for i in i0..<i1 {
                                let v = a[i] &* h &+ b[i] &* g
                                if v == 0 { continue }
                                let a7 = Int32(Double(v) * perLevel / 65536 * Double(mask.at(r.x0 + i, y)) + 0.5)
                                if a7 <= 0 { continue }
                                pixels[i] = span.over(pixels[i], ((127 - a7) << 24) | rgb)
                            }
                        } else {
                            @inline(__always) func taps(_ from: Int, _ to: Int) {
                                for i in from..<to {
                                    let v = a[i] &* h &+ b[i] &* g
                                    let a7 = Int32(truncatingIfNeeded: (UInt64(v) &* fixed &+ (1 << 39)) >> 40)
                                    if a7 == 0 { continue }
                                    pixels[i] = span.over(pixels[i], ((127 - a7) << 24) | rgb)
                                }
                            }
                            // Columns whose taps all fall on peak cells of both mask rows: v is
                            // the peak times 2¹⁶ there, so the word is the one `flatWord` holds.
                            var f0 = flatFirst[top], f1 = flatLast[top]
                            if g != 0 { f0 = max(f0, flatFirst[bottom]); f1 = min(f1, flatLast[bottom]) }
                            let d0 = f1 - 1 > f0 ? max(i0, fromCell[f0]) : i1
                            let d1 = f1 - 1 > f0 ? min(i1, fromCell[f1 - 1]) : i1
                            if d0 < d1 {
                                taps(i0, d0)
                                if let word = flatWord { for i in d0..<d1 { pixels[i] = span.over(pixels[i], word) } }
                                taps(d1, i1)
                            } else {
                                taps(i0, i1)
                            }
                        }
                    }
                }
            }
        }
        canvas.markDirty(r)
    }
}
