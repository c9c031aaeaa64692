import CGD
import Foundation

/// Replays a display list into a libgd image: the legacy path's backend.
///
/// The same list the cairo backend draws, with libgd doing the pixel work:
/// coverage-weighted colours are blended with libgd's `gdAlphaBlend` arithmetic
/// straight into the image's rows (`GDAlphaBlend` says why not `gdImageSetPixel`),
/// text is drawn by `gdImageStringFTEx` with the font file and glyph positions
/// layout chose, images by `gdImageCopyResampled` / `gdImageScale`, and layers
/// are composited with libgd's blending effects. See `Coverage` for why shapes
/// are scan-converted here rather than by `gdImageFilledPolygon`.
///
/// Group features: transform, clips (pixel-aligned rectangles become libgd's
/// clip rectangle; any other clip becomes a coverage mask), opacity, shadow,
/// alpha mask and blur are honoured; blend modes use libgd's effects where it
/// has them (`multiply`/`plusDarker` → `gdEffectMultiply`, `overlay` →
/// `gdEffectOverlay`) and the W3C compositing formulas otherwise (`GDBlendModes`).
final class GDReplayer {
    struct State {
        var ctm: CGAffineTransform
        /// Whole-pixel clip, also handed to libgd as its clip rectangle.
        var clip: PixelRect
        /// Anti-aliased clip coverage, when a clip is not a pixel-aligned rectangle.
        var mask: Coverage?
    }

    let canvas: GDCanvas
    let images: ImageCache

    init(canvas: GDCanvas) { self.canvas = canvas; images = ImageCache() }
    init(canvas: GDCanvas, images: ImageCache) { self.canvas = canvas; self.images = images }

    /// Draws items given in device space (or mapped there by `transform`).
    func draw(_ items: [DisplayItem], transform: CGAffineTransform = .identity) {
        draw(items, State(ctm: transform, clip: canvas.bounds, mask: nil))
    }

    func draw(_ items: [DisplayItem], _ s: State) {
        guard !s.clip.isEmpty else { return }
        for item in items { draw(item, s) }
    }

    private func draw(_ item: DisplayItem, _ s: State) {
        switch item {
        case .fill(let path, let paint, let style):
            guard !path.isEmpty, !Self.isInvisible(paint) else { return }
            let contours = PathFlattener.flatten(path, s.ctm).map(\.points)
            guard var cov = Rasterizer.coverage(of: contours, evenOdd: style.isEOFilled, within: s.clip.intersection(canvas.bounds)) else { return }
            if !style.isAntialiased { for i in cov.values.indices { cov.values[i] = cov.values[i] >= 0.5 ? 1 : 0 } }
            fill(cov, with: paint, s)
        case .stroke(let path, let paint, let style):
            guard !path.isEmpty, !Self.isInvisible(paint), style.lineWidth > 0, style.lineWidth.isFinite else { return }
            let scale = Self.scale(of: s.ctm)
            let stroker = Stroker(width: style.lineWidth * scale, cap: style.lineCap, join: style.lineJoin,
                                  miterLimit: max(1, style.miterLimit), scale: scale)
            let polys = stroker.outline(PathFlattener.flatten(path, s.ctm), dash: style.dash.map { $0 * scale },
                                        phase: style.dashPhase * scale)
            guard let cov = Rasterizer.coverage(of: polys, evenOdd: false, within: s.clip.intersection(canvas.bounds)) else { return }
            fill(cov, with: paint, s)
        case .text(let text):
            if s.mask != nil { throughLayer(s) { $0.drawText(text, $1) } } else { drawText(text, s) }
        case .image(let image, let rect, let interpolation):
            if s.mask != nil { throughLayer(s) { $0.drawImage(image, in: rect, interpolation, $1) } }
            else { drawImage(image, in: rect, interpolation, s) }
        case .group(let group):
            drawGroup(group, s)
        }
    }

    static func isInvisible(_ paint: Paint) -> Bool {
        switch paint {
        case .color(let c): c.alpha <= 0
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _),
             .ellipticalGradient(let stops, _, _, _, _): stops.allSatisfy { $0.color.alpha <= 0 }
        }
    }

    /// Device pixels per user unit (the geometric mean of the axes).
    static func scale(of t: CGAffineTransform) -> CGFloat {
        let s = sqrt(abs(t.a * t.d - t.b * t.c))
        return s.isFinite && s > 0 ? s : 1
    }

    // MARK: Coverage → pixels

    /// Blends a paint over the canvas, weighted by coverage (and the clip mask).
    func fill(_ coverage: Coverage, with paint: Paint, _ s: State) {
        var cov = coverage
        if let m = s.mask { cov = cov.intersected(with: m) }
        let r = cov.rect.intersection(s.clip).intersection(canvas.bounds)
        guard !r.isEmpty else { return }
        let sampler = PaintSampler(paint, ctm: s.ctm)
        let w = cov.rect.width
        let im = canvas.image, ox = canvas.origin.x, oy = canvas.origin.y
        cov.values.withUnsafeBufferPointer { values in
            if let c = sampler.solidColor {
                let rgb = GDColor.make(c, alpha: 1) & 0xFF_FFFF
                let alpha = Float(c.alpha) * 127
                var span = GDAlphaBlend.Span()
                for y in r.y0..<r.y1 {
                    let row = (y - cov.rect.y0) * w - cov.rect.x0
                    let gy = Int32(y - oy)
                    let pixels = darkroom_gd_row(im, gy)!.advanced(by: -ox)
                    for x in r.x0..<r.x1 {
                        let a = Int32(values[row + x] * alpha + 0.5)
                        if a <= 0 { continue }
                        // An opaque source is what gdAlphaBlend returns unchanged: store it.
                        if a >= 127 { pixels[x] = rgb; continue }
                        pixels[x] = span.over(pixels[x], ((127 - a) << 24) | rgb)
                    }
                }
            } else if let table = sampler.table() {
                table.rgb.withUnsafeBufferPointer { rgbs in
                    table.alpha.withUnsafeBufferPointer { alphas in
                        let linear = table.linearRow
                        // Full coverage of an opaque gradient stores the table's colour,
                        // as the weighting below would (127 → opaque), without its arithmetic.
                        let opaque = table.alpha.allSatisfy { $0 >= 1 }
                        var span = GDAlphaBlend.Span()
                        for y in r.y0..<r.y1 {
                            let row = (y - cov.rect.y0) * w - cov.rect.x0
                            let gy = Int32(y - oy)
                            let pixels = darkroom_gd_row(im, gy)!.advanced(by: -ox)
                            var (t, dt) = linear?(r.x0, y) ?? (0, 0)
                            for x in r.x0..<r.x1 {
                                defer { t += dt }
                                let v = values[row + x]
                                if v <= 0 { continue }
                                let i = linear != nil ? PaintSampler.Table.index(t) : table.index(x: x, y: y)
                                if opaque && v >= 1 { pixels[x] = rgbs[i]; continue }
                                let a = Int32(alphas[i] * v * 127 + 0.5)
                                if a <= 0 { continue }
                                if a >= 127 { pixels[x] = rgbs[i]; continue }
                                pixels[x] = span.over(pixels[x], ((127 - a) << 24) | rgbs[i])
                            }
                        }
                    }
                }
            }
        }
        canvas.markDirty(r)
    }

    // MARK: Layers

    /// Draws something libgd cannot clip to a mask into a layer, then composites
    /// the layer through the mask.
    private func throughLayer(_ s: State, _ body: (GDReplayer, State) -> Void) {
        let area = s.clip.intersection(s.mask?.rect ?? s.clip).intersection(canvas.bounds)
        guard let layer = GDCanvas(rect: area) else { return }
        let sub = GDReplayer(canvas: layer, images: images)
        body(sub, State(ctm: s.ctm, clip: area, mask: nil))
        composite(layer, opacity: 1, groupMask: nil, mode: .normal, s)
    }

    func drawGroup(_ g: DisplayGroup, _ outer: State, inheritedShadows: [Shadow] = []) {
        var s = outer
        s.ctm = g.transform.concatenating(outer.ctm)
        for clip in g.clips {
            let contours = PathFlattener.flatten(clip.path, s.ctm).map(\.points)
            if let rect = Self.pixelAlignedRect(contours) {
                s.clip = s.clip.intersection(rect)
            } else {
                guard let cov = Rasterizer.coverage(of: contours, evenOdd: clip.style.isEOFilled, within: s.clip.intersection(canvas.bounds)) else { return }
                s.mask = s.mask.map { $0.intersected(with: cov) } ?? cov
                s.clip = s.clip.intersection(cov.rect)
            }
            if s.clip.isEmpty { return }
        }
        guard g.opacity > 0, !s.clip.isEmpty else { return }
        // Shadows fall leaf by leaf; opacity and blend modes reach each leaf unless
        // composited (GDLeafEffects.swift), as in SwiftUI and the cairo backend.
        let shadows = inheritedShadows + (g.shadow.map { [$0] } ?? [])
        if Self.appliesToLeaves(g) {
            drawLeaves(g.items, opacity: g.opacity, blendMode: g.blendMode, shadows: shadows, s)
            return
        }
        guard Self.needsLayer(g) else { drawShadowed(g.items, shadows: shadows, s); return }

        // Composite as a unit: the group (its shadows included) into a layer, then
        // blurred, masked and composited with its opacity and blend mode.
        let scale = Self.scale(of: s.ctm)
        let blurMargin = g.blurRadius > 0 ? Int(ceil(3 * g.blurRadius * scale)) + 1 : 0
        var content = PixelRect(covering: Self.deviceBounds(g.items, s.ctm)).insetBy(-blurMargin - 1)
        for sh in shadows where sh.color.alpha > 0 {
            content = content.union(shadowArea(of: content, sh, s.ctm))
        }
        let layerArea = content.intersection(s.clip).intersection(canvas.bounds)
        guard let layer = GDCanvas(rect: layerArea) else { return }
        let sub = GDReplayer(canvas: layer, images: images)
        sub.drawShadowed(g.items, shadows: shadows, State(ctm: s.ctm, clip: layerArea, mask: nil))
        if g.blurRadius > 0 { Self.blur(layer, sigma: Double(g.blurRadius * scale)) }
        var maskLayer: GDCanvas?
        if let maskItems = g.mask {
            guard let m = GDCanvas(rect: layerArea) else { return }
            GDReplayer(canvas: m, images: images).draw(maskItems, State(ctm: s.ctm, clip: layerArea, mask: nil))
            maskLayer = m
        }
        composite(layer, opacity: g.opacity, groupMask: maskLayer, mode: g.blendMode, s)
    }

    /// Whether a group must be composited off-screen as a unit.
    static func needsLayer(_ g: DisplayGroup) -> Bool {
        g.opacity < 1 || g.blendMode != .normal || g.mask != nil || g.blurRadius > 0 || g.isCompositingGroup
    }

    /// The device pixels a shadow of content in `area` can reach.
    func shadowArea(of area: PixelRect, _ shadow: Shadow, _ ctm: CGAffineTransform) -> PixelRect {
        let o = CGSize(width: ctm.a * shadow.offset.width + ctm.c * shadow.offset.height,
                       height: ctm.b * shadow.offset.width + ctm.d * shadow.offset.height)
        let m = Int(ceil(3 * shadow.radius * Self.scale(of: ctm))) + 2
        return area.offsetBy(dx: Int(o.width.rounded()), dy: Int(o.height.rounded())).insetBy(-m)
    }

    /// Draws items with a shadow beneath them: the items' silhouette, rendered into
    /// a layer, blurred and painted in the shadow colour at its offset.
    func drawShadow(_ shadow: Shadow, of items: [DisplayItem], _ s: State) {
        guard shadow.color.alpha > 0 else { return }
        let scale = Self.scale(of: s.ctm)
        let content = PixelRect(covering: Self.deviceBounds(items, s.ctm)).insetBy(-1)
        // Content outside the clip can still cast a shadow into it.
        let o = CGSize(width: s.ctm.a * shadow.offset.width + s.ctm.c * shadow.offset.height,
                       height: s.ctm.b * shadow.offset.width + s.ctm.d * shadow.offset.height)
        let m = Int(ceil(3 * shadow.radius * scale)) + 2
        let reach = s.clip.offsetBy(dx: -Int(o.width.rounded()), dy: -Int(o.height.rounded())).insetBy(-m)
        let area = content.intersection(reach)
        // A solid fill's silhouette is its coverage: skip the layer.
        if items.count == 1, case .fill(let path, .color(let c), let style) = items[0] {
            let contours = PathFlattener.flatten(path, s.ctm).map(\.points)
            guard let cov = Rasterizer.coverage(of: contours, evenOdd: style.isEOFilled, within: area),
                  let silhouette = Self.shadowMask(of: cov, alpha: c.alpha, offset: o, sigma: Double(shadow.radius * scale)) else { return }
            paintShadow(silhouette, color: shadow.color, s)
            return
        }
        guard let layer = GDCanvas(rect: area) else { return }
        GDReplayer(canvas: layer, images: images).draw(items, State(ctm: s.ctm, clip: area, mask: nil))
        guard let silhouette = Self.shadowMask(of: layer, offset: o, sigma: Double(shadow.radius * scale)) else { return }
        paintShadow(silhouette, color: shadow.color, s)
    }

    /// Blends a layer onto the canvas with opacity, an alpha mask layer, the
    /// clip mask and a blend mode. `normal` is libgd's `gdAlphaBlend`, `multiply`
    /// and `overlay` are libgd's `gdEffectMultiply` / `gdEffectOverlay`; the
    /// other modes are computed by `GDBlendModes` and written with blending off.
    func composite(_ layer: GDCanvas, opacity: Double, groupMask: GDCanvas?, mode: BlendMode, _ s: State) {
        let r = layer.dirty.intersection(s.clip).intersection(canvas.bounds)
        guard !r.isEmpty else { return }
        let effect: Int32? = switch mode {
        case .normal: nil
        case .multiply, .plusDarker: Int32(gdEffectMultiply)
        case .overlay: Int32(gdEffectOverlay)
        default: Int32(gdEffectReplace)
        }
        if let effect { gdImageAlphaBlending(canvas.image, effect) }
        defer { if effect != nil { gdImageAlphaBlending(canvas.image, 1) } }
        let computed = effect == Int32(gdEffectReplace)
        let plain = opacity >= 1 && groupMask == nil && s.mask == nil
        let im = canvas.image, ox = canvas.origin.x, oy = canvas.origin.y
        for y in r.y0..<r.y1 {
            let src = darkroom_gd_row(layer.image, Int32(y - layer.origin.y))!.advanced(by: -layer.origin.x)
            let dst = darkroom_gd_row(im, Int32(y - oy))!.advanced(by: -ox)
            let gy = Int32(y - oy)
            for x in r.x0..<r.x1 {
                var c = src[x]
                let a7 = GDColor.alpha7(c)
                if a7 == 127 { continue }
                if !plain {
                    var a = Double(127 - a7) / 127 * opacity
                    if let m = s.mask { a *= Double(m.at(x, y)) }
                    if let gm = groupMask { a *= Double(127 - GDColor.alpha7(gm.pixel(x, y))) / 127 }
                    let na = Int32(a * 127 + 0.5)
                    if na <= 0 { continue }
                    c = ((127 - na) << 24) | (c & 0xFF_FFFF)
                }
                if computed { c = GDBlendModes.blend(dst[x], c, mode) }
                else if effect == nil { dst[x] = GDAlphaBlend.over(dst[x], c); continue }
                gdImageSetPixel(im, Int32(x - ox), gy, c)
            }
        }
        canvas.markDirty(r)
    }

    /// A drop shadow's blurred silhouette: alpha over `source` (the layer's drawn
    /// pixels plus the blur's reach), painted at `source` moved by the offset.
    /// Wide blurs run on a copy reduced `factor` times (k = ⌊σ/4⌋ up to 8, from
    /// σ = 8 px, the cairo backend's rule) and are sampled back bilinearly: a
    /// Gaussian of σ removes detail finer than σ/2, so the mask is the same to
    /// within a level or two, for 1/k² of the work.
    struct ShadowMask {
        let alpha: [UInt8]
        let source: PixelRect
        let factor: Int
        let width: Int, height: Int
        let dx: Int, dy: Int
        var target: PixelRect { source.offsetBy(dx: dx, dy: dy) }

    }

    static func shadowMask(of layer: GDCanvas, offset: CGSize, sigma: Double) -> ShadowMask? {
        let d = layer.dirty.intersection(layer.bounds)
        return shadowMask(covering: d, offset: offset, sigma: sigma) { y, add in
            let row = darkroom_gd_row(layer.image, Int32(y - layer.origin.y))!
            for x in d.x0..<d.x1 {
                let a7 = Int32((row[x - layer.origin.x] >> 24) & 0x7F)
                if a7 != 127 { add(x, ((127 - a7) * 255 + 63) / 127) }
            }
        }
    }

    /// The silhouette of a solid fill straight from its coverage: no layer needed.
    static func shadowMask(of coverage: Coverage, alpha: Double, offset: CGSize, sigma: Double) -> ShadowMask? {
        let r = coverage.rect
        let k = Float(alpha * 255)
        return shadowMask(covering: r, offset: offset, sigma: sigma) { y, add in
            let base = (y - r.y0) * r.width - r.x0
            for x in r.x0..<r.x1 {
                let v = coverage.values[base + x]
                if v > 0 { add(x, Int32(v * k + 0.5)) }
            }
        }
    }

    /// Accumulates a silhouette's 8-bit alpha (given row by row over `area`) at
    /// reduced resolution and blurs it.
    private static func shadowMask(covering area: PixelRect, offset: CGSize, sigma: Double,
                                   rows: (Int, (Int, Int32) -> Void) -> Void) -> ShadowMask? {
        guard !area.isEmpty else { return nil }
        // As the cairo backend (ShadowDownsampling): 1/k resolution, k = ⌊σ/4⌋ ≤ 8, from σ = 8 px.
        let factor = sigma >= 8 ? max(1, min(8, Int(sigma / 4))) : 1
        let margin = (Int(ceil(3 * sigma)) + 2 + factor - 1) / factor * factor
        var src = area.insetBy(-margin)
        // Whole blocks of `factor` pixels.
        src.x1 = src.x0 + (src.width + factor - 1) / factor * factor
        src.y1 = src.y0 + (src.height + factor - 1) / factor * factor
        let w = src.width / factor, h = src.height / factor
        guard w > 0, h > 0, src.width * src.height <= GDCanvas.maxPixelCount else { return nil }
        var sums = [Int32](repeating: 0, count: w * h)
        sums.withUnsafeMutableBufferPointer { sums in
            for y in area.y0..<area.y1 {
                let base = (y - src.y0) / factor * w
                rows(y) { x, a in sums[base + (x - src.x0) / factor] += a }
            }
        }
        let n = Int32(factor * factor)
        var alpha = sums.map { UInt8(min(255, ($0 + n / 2) / n)) }
        alpha.withUnsafeMutableBufferPointer {
            GDBlur.gaussian($0.baseAddress!, width: w, height: h, stride: w, pixelStride: 1, sigma: sigma / Double(factor))
        }
        return ShadowMask(alpha: alpha, source: src, factor: factor, width: w, height: h,
                          dx: Int(offset.width.rounded()), dy: Int(offset.height.rounded()))
    }

    /// Blends the shadow colour through a silhouette onto the canvas (clip and clip mask applied).
    func paintShadow(_ m: ShadowMask, color: RGBA, _ s: State) {
        let r = m.target.intersection(s.clip).intersection(canvas.bounds)
        guard !r.isEmpty else { return }
        let rgb = GDColor.make(color, alpha: 1) & 0xFF_FFFF
        let k = Float(color.alpha) * 127 / 255
        // Bilinear taps per column and per row, computed once.
        func taps(_ from: Int, _ count: Int, origin: Int, limit: Int) -> (i0: [Int], i1: [Int], f: [Float]) {
            var i0 = [Int](repeating: 0, count: count), i1 = i0, f = [Float](repeating: 0, count: count)
            let fac = Float(m.factor)
            for j in 0..<count {
                let u = (Float(from + j - origin) + 0.5) / fac - 0.5
                let lo = u < 0 ? 0 : min(limit - 1, Int(u))
                i0[j] = lo; i1[j] = min(limit - 1, lo + 1); f[j] = max(0, min(1, u - Float(lo)))
            }
            return (i0, i1, f)
        }
        let cols = taps(r.x0 - m.dx, r.width, origin: m.source.x0, limit: m.width)
        let rows = taps(r.y0 - m.dy, r.height, origin: m.source.y0, limit: m.height)
        var span = GDAlphaBlend.Span()
        m.alpha.withUnsafeBufferPointer { alpha in
            for j in 0..<r.height {
                let y = r.y0 + j
                let top = rows.i0[j] * m.width, bottom = rows.i1[j] * m.width, fy = rows.f[j]
                let pixels = darkroom_gd_row(canvas.image, Int32(y - canvas.origin.y))!.advanced(by: -canvas.origin.x)
                for i in 0..<r.width {
                    let x0 = cols.i0[i], x1 = cols.i1[i], fx = cols.f[i]
                    let a0 = Float(alpha[top + x0]), b0 = Float(alpha[top + x1])
                    let a1 = Float(alpha[bottom + x0]), b1 = Float(alpha[bottom + x1])
                    var a = ((a0 + (b0 - a0) * fx) * (1 - fy) + (a1 + (b1 - a1) * fx) * fy) * k
                    if a < 0.5 { continue }
                    let x = r.x0 + i
                    if let mask = s.mask { a *= mask.at(x, y) }
                    let a7 = Int32(a + 0.5)
                    if a7 <= 0 { continue }
                    pixels[x] = span.over(pixels[x], ((127 - a7) << 24) | rgb)
                }
            }
        }
        canvas.markDirty(r)
    }

    /// Blurs a layer's premultiplied channels (so edges do not fringe).
    private static func blur(_ layer: GDCanvas, sigma: Double) {
        let r = layer.bounds
        let w = r.width, h = r.height
        var buf = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let row = darkroom_gd_row(layer.image, Int32(y))!
            for x in 0..<w {
                let c = row[x]
                let a = Int(((127 - Int(GDColor.alpha7(c))) * 255 + 63) / 127)
                let i = (y * w + x) * 4
                buf[i] = UInt8((Int((c >> 16) & 0xFF) * a + 127) / 255)
                buf[i + 1] = UInt8((Int((c >> 8) & 0xFF) * a + 127) / 255)
                buf[i + 2] = UInt8((Int(c & 0xFF) * a + 127) / 255)
                buf[i + 3] = UInt8(a)
            }
        }
        buf.withUnsafeMutableBufferPointer { p in
            for c in 0..<4 { GDBlur.gaussian(p.baseAddress!.advanced(by: c), width: w, height: h, stride: w * 4, pixelStride: 4, sigma: sigma) }
        }
        for y in 0..<h {
            let row = darkroom_gd_row(layer.image, Int32(y))!
            for x in 0..<w {
                let i = (y * w + x) * 4
                let a = Int(buf[i + 3])
                guard a > 0 else { row[x] = GDColor.transparent; continue }
                let un = { (v: UInt8) in Int32(min(255, (Int(v) * 255 + a / 2) / a)) }
                let a7 = 127 - Int32((a * 127 + 127) / 255)
                row[x] = (a7 << 24) | (un(buf[i]) << 16) | (un(buf[i + 1]) << 8) | un(buf[i + 2])
            }
        }
        layer.dirty = r
    }

    /// The pixel rectangle when the contours are one axis-aligned rectangle on whole pixels.
    static func pixelAlignedRect(_ contours: [[CGPoint]]) -> PixelRect? {
        let pts = contours.flatMap { $0 }
        guard contours.count == 1, pts.count >= 4, pts.count <= 5 else { return nil }
        let xs = Set(pts.map { ($0.x * 1000).rounded() / 1000 }), ys = Set(pts.map { ($0.y * 1000).rounded() / 1000 })
        guard xs.count == 2, ys.count == 2, xs.allSatisfy({ $0 == $0.rounded() }), ys.allSatisfy({ $0 == $0.rounded() }) else { return nil }
        // Every edge must be axis-aligned (four points on two x's and two y's, in order).
        for i in 0..<pts.count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            if abs(a.x - b.x) > 1e-3 && abs(a.y - b.y) > 1e-3 { return nil }
        }
        return PixelRect(x0: Int(xs.min()!), y0: Int(ys.min()!), x1: Int(xs.max()!), y1: Int(ys.max()!))
    }

    /// A conservative device-space bounding box of what items may paint.
    static func deviceBounds(_ items: [DisplayItem], _ t: CGAffineTransform) -> CGRect {
        items.reduce(CGRect.null) { r, item in
            switch item {
            case .fill(let path, _, _):
                return r.union(path.boundingRect.applying(t))
            case .stroke(let path, _, let style):
                let pad = style.lineWidth * max(1, style.lineJoin == .miter ? style.miterLimit / 2 : 1)
                return r.union(path.boundingRect.insetBy(dx: -pad, dy: -pad).applying(t))
            case .text(let text):
                var b = CGRect.null
                for run in text.runs {
                    let size = run.font.pointSize
                    for g in run.glyphs { b = b.union(CGRect(x: g.x - size * 0.5, y: g.y - size * 1.3, width: size * 2, height: size * 1.8)) }
                }
                for d in text.decorations { b = b.union(d.rect) }
                return b.isNull ? r : r.union(b.applying(t))
            case .image(_, let rect, _):
                return r.union(rect.applying(t))
            case .group(let g):
                let inner = g.transform.concatenating(t)
                var b = deviceBounds(g.items, inner)
                if b.isNull { return r }
                let s = scale(of: inner)
                if let sh = g.shadow {
                    let m = 3 * sh.radius * s + 2
                    let o = CGSize(width: inner.a * sh.offset.width + inner.c * sh.offset.height,
                                   height: inner.b * sh.offset.width + inner.d * sh.offset.height)
                    b = b.union(b.insetBy(dx: -m, dy: -m).offsetBy(dx: o.width, dy: o.height))
                }
                if g.blurRadius > 0 { b = b.insetBy(dx: -(3 * g.blurRadius * s + 2), dy: -(3 * g.blurRadius * s + 2)) }
                return r.union(b)
            }
        }
    }

    // MARK: Images

    /// A bilinear sample of a straight-alpha image at (`u`, `v`) in pixels,
    /// weighting colours by alpha so transparent neighbours add no fringe.
    static func bilinear(_ im: GDCanvas, _ u: CGFloat, _ v: CGFloat) -> Int32 {
        let x0 = Int(floor(u)), y0 = Int(floor(v))
        let fx = Double(u) - Double(x0), fy = Double(v) - Double(y0)
        var a = 0.0, r = 0.0, g = 0.0, b = 0.0
        for (dx, dy, w) in [(0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)] where w > 0 {
            let px = min(max(x0 + dx, 0), im.width - 1), py = min(max(y0 + dy, 0), im.height - 1)
            let c = im.pixel(px + im.origin.x, py + im.origin.y)
            let ca = Double(127 - GDColor.alpha7(c)) / 127 * w
            a += ca
            r += Double((c >> 16) & 0xFF) * ca; g += Double((c >> 8) & 0xFF) * ca; b += Double(c & 0xFF) * ca
        }
        guard a > 0 else { return GDColor.transparent }
        let a7 = 127 - Int32(min(1, a) * 127 + 0.5)
        return (a7 << 24) | (Int32(r / a + 0.5) << 16) | (Int32(g / a + 0.5) << 8) | Int32(b / a + 0.5)
    }

    /// Converted images, by identity, for one replay (a list often repeats an image).
    final class ImageCache {
        private var entries: [ObjectIdentifier: (CGImage, GDCanvas)] = [:]
        func canvas(for image: CGImage) -> GDCanvas? {
            if let hit = entries[ObjectIdentifier(image)] { return hit.1 }
            guard let im = GDPixels.makeGDImage(image) else { return nil }
            let c = GDCanvas(adopting: im)
            entries[ObjectIdentifier(image)] = (image, c)
            return c
        }
    }

    func drawImage(_ image: CGImage, in rect: CGRect, _ interpolation: ImageInterpolation, _ s: State) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              let src = images.canvas(for: image) else { return }
        let t = s.ctm
        let clip = s.clip.intersection(canvas.bounds)
        guard !clip.isEmpty else { return }
        if abs(t.b) < 1e-9, abs(t.c) < 1e-9, t.a > 0, t.d > 0 {
            let d = rect.applying(t)
            let x0 = Int(d.minX.rounded()), y0 = Int(d.minY.rounded()), x1 = Int(d.maxX.rounded()), y1 = Int(d.maxY.rounded())
            let w = x1 - x0, h = y1 - y0
            guard w > 0, h > 0 else { return }
            canvas.setClip(clip)
            defer { canvas.setClip(canvas.bounds) }
            let dx = Int32(x0 - canvas.origin.x), dy = Int32(y0 - canvas.origin.y)
            if w == src.width && h == src.height {
                gdImageCopy(canvas.image, src.image, dx, dy, 0, 0, Int32(w), Int32(h))
            } else if interpolation == .none {
                gdImageCopyResized(canvas.image, src.image, dx, dy, 0, 0, Int32(w), Int32(h), Int32(src.width), Int32(src.height))
            } else if w > src.width || h > src.height {
                // Enlarging: libgd's bilinear scaler, as cairo's filter does for upscaling.
                gdImageSetInterpolationMethod(src.image, GD_BILINEAR_FIXED)
                guard let scaled = gdImageScale(src.image, UInt32(w), UInt32(h)) else { return }
                defer { gdImageDestroy(scaled) }
                gdImageCopy(canvas.image, scaled, dx, dy, 0, 0, Int32(w), Int32(h))
            } else {
                gdImageCopyResampled(canvas.image, src.image, dx, dy, 0, 0, Int32(w), Int32(h), Int32(src.width), Int32(src.height))
            }
            canvas.markDirty(PixelRect(x0: x0, y0: y0, x1: x1, y1: y1).intersection(clip))
        } else {
            // Rotated, sheared or flipped: map each device pixel back into the image and
            // sample it bilinearly (nearest for `.none`), blending through libgd.
            let area = PixelRect(covering: rect.applying(t)).intersection(clip)
            guard !area.isEmpty else { return }
            let inv = t.inverted()
            let sx = CGFloat(src.width) / rect.width, sy = CGFloat(src.height) / rect.height
            let smooth = interpolation != .none
            for y in area.y0..<area.y1 {
                for x in area.x0..<area.x1 {
                    let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inv)
                    guard p.x >= rect.minX, p.x < rect.maxX, p.y >= rect.minY, p.y < rect.maxY else { continue }
                    let u = (p.x - rect.minX) * sx, v = (p.y - rect.minY) * sy
                    let c = smooth ? Self.bilinear(src, u - 0.5, v - 0.5) : src.pixel(min(src.width - 1, Int(u)) + src.origin.x,
                                                                                  min(src.height - 1, Int(v)) + src.origin.y)
                    if GDColor.alpha7(c) != 127 { canvas.blend(x, y, c) }
                }
            }
            canvas.markDirty(area)
        }
    }
}
