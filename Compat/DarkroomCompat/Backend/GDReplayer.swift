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
            if style.isAntialiased, s.mask == nil, let rect = Rasterizer.axisAlignedRect(contours) {
                fill(rect: rect, with: paint, s)
                return
            }
            if style.isAntialiased, s.mask == nil {
                guard let converter = ScanConverter(contours, evenOdd: style.isEOFilled, within: s.clip.intersection(canvas.bounds)) else { return }
                fill(converter, with: paint, s)
                return
            }
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
            if s.mask == nil, Rasterizer.axisAlignedRect(polys) == nil {
                guard let converter = ScanConverter(polys, evenOdd: false, within: s.clip.intersection(canvas.bounds)) else { return }
                fill(converter, with: paint, s)
                return
            }
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
        let w = cov.rect.width
        cov.values.withUnsafeBufferPointer { values in
            fill(r, with: paint, s) { y in
                // The scan converter's fully covered stretch (a shape's interior), kept inside r.
                let full = cov.full.map { $0[y - cov.rect.y0].clamped(to: r.x0..<r.x1) } ?? 0..<0
                return (values.baseAddress! + ((y - cov.rect.y0) * w - cov.rect.x0), full)
            }
        }
    }

    /// A shape blended row by row as the scan converter produces it: the pixels
    /// `fill(_:with:_:)` gives from `Rasterizer.coverage`'s array, without the
    /// array (a large shape's is megabytes, written and read back once).
    func fill(_ converter: ScanConverter, with paint: Paint, _ s: State) {
        let r = converter.area.intersection(s.clip).intersection(canvas.bounds)
        // The converter's rows come in order from its first: r must start there.
        guard !r.isEmpty, r.y0 == converter.area.y0 else { return }
        fill(r, with: paint, s, markingDirty: false) { y in
            let (values, full) = converter.row(y)
            return (values, full.clamped(to: r.x0..<r.x1))
        }
        // As the array's fill: nothing is marked when nothing was covered.
        if converter.anything { canvas.markDirty(r) }
    }

    /// An axis-aligned rectangle's fill (backgrounds, colours, frames) without a
    /// coverage array: its coverage is a column factor times a row factor, the
    /// exact area `Rasterizer.coverage(of:within:)` gives, and every fully covered
    /// row reads the column factors themselves.
    func fill(rect: CGRect, with paint: Paint, _ s: State) {
        let r = PixelRect(covering: rect).intersection(s.clip).intersection(canvas.bounds)
        guard !r.isEmpty, rect.width > 0, rect.height > 0 else { return }
        func overlap(_ lo: CGFloat, _ hi: CGFloat, _ i: Int) -> Float {
            Float(max(0, min(hi, CGFloat(i + 1)) - max(lo, CGFloat(i))))
        }
        let xs = (r.x0..<r.x1).map { overlap(rect.minX, rect.maxX, $0) }
        // The columns every fully covered row covers fully.
        let inner = (xs.firstIndex { $0 >= 1 } ?? 0)..<((xs.lastIndex { $0 >= 1 } ?? -1) + 1)
        let full = inner.isEmpty ? 0..<0 : (r.x0 + inner.lowerBound)..<(r.x0 + inner.upperBound)
        var scratch = xs
        xs.withUnsafeBufferPointer { xs in
            scratch.withUnsafeMutableBufferPointer { scratch in
                fill(r, with: paint, s) { y in
                    let cy = overlap(rect.minY, rect.maxY, y)
                    if cy == 1 { return (xs.baseAddress! - r.x0, full) }
                    for i in 0..<xs.count { scratch[i] = xs[i] * cy }
                    return (UnsafePointer(scratch.baseAddress!) - r.x0, 0..<0)
                }
            }
        }
    }

    /// Blends a paint over the pixels of `r`, weighted by coverage: `coverage(y)`
    /// points at row y's coverage, indexed by device x, with columns known to be
    /// fully covered (possibly none; the others are checked).
    private func fill(_ r: PixelRect, with paint: Paint, _ s: State, markingDirty: Bool = true,
                      coverage: (Int) -> (UnsafePointer<Float>, Range<Int>)) {
        let sampler = PaintSampler(paint, ctm: s.ctm)
        let im = canvas.image, ox = canvas.origin.x, oy = canvas.origin.y
        do {
            if let c = sampler.solidColor {
                let rgb = GDColor.make(c, alpha: 1) & 0xFF_FFFF
                let alpha = Float(c.alpha) * 127
                // Coverage is at most 1, so full coverage gives this alpha.
                let full = Int32(Float(1) * alpha + 0.5), fullWord = ((127 - full) << 24) | rgb
                var span = GDAlphaBlend.Span()
                for y in r.y0..<r.y1 {
                    let (values, known) = coverage(y)
                    let gy = Int32(y - oy)
                    let pixels = darkroom_gd_row(im, gy)!.advanced(by: -ox)
                    var x = r.x0
                    while x < r.x1 {
                        // A stretch of full coverage blends one source word (a shape's interior).
                        if values[x] >= 1 {
                            var end = known.contains(x) ? known.upperBound : x + 1
                            while end < r.x1 && values[end] >= 1 { end = known.contains(end) ? known.upperBound : end + 1 }
                            if full >= 127 { (pixels + x).update(repeating: rgb, count: end - x) }
                            else if full > 0 { for i in x..<end { pixels[i] = span.over(pixels[i], fullWord) } }
                            x = end
                            continue
                        }
                        defer { x += 1 }
                        let a = Int32(values[x] * alpha + 0.5)
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
                            let (values, known) = coverage(y)
                            let gy = Int32(y - oy)
                            let pixels = darkroom_gd_row(im, gy)!.advanced(by: -ox)
                            // A linear gradient's index steps along the row in 32.32 fixed point
                            // (rounded as `Table.index` rounds t); other gradients sample each pixel.
                            var fixed: Int64 = 0, step: Int64 = 0, stepping = false
                            if let start = linear?(r.x0, y) {
                                let (t, dt) = start
                                let scale = Double(PaintSampler.Table.size - 1) * 0x1p32
                                let first = (t * Double(PaintSampler.Table.size - 1) + 0.5) * 0x1p32, delta = dt * scale
                                if abs(first) < 0x1p60, abs(delta) * Double(r.width + 1) < 0x1p60 {
                                    fixed = Int64(first); step = Int64(delta); stepping = true
                                }
                            }
                            let last = Int64(PaintSampler.Table.size - 1)
                            var x = r.x0
                            while x < r.x1 {
                                // A stretch of full coverage of an opaque linear gradient: table colours stored.
                                if opaque && stepping && values[x] >= 1 {
                                    var end = known.contains(x) ? known.upperBound : x + 1
                                    while end < r.x1 && values[end] >= 1 { end = known.contains(end) ? known.upperBound : end + 1 }
                                    // t is affine along the row, so when both ends of the stretch index
                                    // inside the table every pixel between does: no clamping per pixel.
                                    let n = end - x, tail = fixed &+ step &* Int64(n - 1)
                                    if min(fixed, tail) >= 0 && max(fixed, tail) >> 32 <= last {
                                        var f = fixed
                                        let rgb = rgbs.baseAddress!, out = pixels + x
                                        for i in 0..<n { out[i] = rgb[Int(truncatingIfNeeded: f >> 32)]; f &+= step }
                                        fixed = f
                                    } else {
                                        for i in x..<end {
                                            pixels[i] = rgbs[Int(min(max(fixed >> 32, 0), last))]
                                            fixed &+= step
                                        }
                                    }
                                    x = end
                                    continue
                                }
                                defer { fixed &+= step; x += 1 }
                                let v = values[x]
                                if v <= 0 { continue }
                                let i = stepping ? Int(min(max(fixed >> 32, 0), last)) : table.index(x: x, y: y)
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
        if markingDirty { canvas.markDirty(r) }
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

    /// `gdImageCopy` of a truecolor image onto the blending canvas at device
    /// (x0, y0): libgd blends each pixel through `gdImageSetPixel` (a call, a clip
    /// test and `gdAlphaBlend` per pixel); the same words, `GDAlphaBlend.over`,
    /// written straight into the rows inside the clip.
    private func copyOver(_ src: GDCanvas, x0: Int, y0: Int, clip: PixelRect) {
        let r = PixelRect(x0: x0, y0: y0, x1: x0 + src.width, y1: y0 + src.height).intersection(clip).intersection(canvas.bounds)
        guard !r.isEmpty else { return }
        // gdImageCopy leaves the source's transparent colour out (none: -1).
        let transparent = src.image.pointee.transparent
        var span = GDAlphaBlend.Span()
        for y in r.y0..<r.y1 {
            let from = darkroom_gd_row(src.image, Int32(y - y0))!.advanced(by: -x0)
            let to = darkroom_gd_row(canvas.image, Int32(y - canvas.origin.y))!.advanced(by: -canvas.origin.x)
            for x in r.x0..<r.x1 {
                let c = from[x]
                if c != transparent { to[x] = span.over(to[x], c) }
            }
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
                if canvas.image.pointee.alphaBlendingFlag == 1, src.image.pointee.trueColor != 0 {
                    copyOver(src, x0: x0, y0: y0, clip: clip)
                } else {
                    gdImageCopy(canvas.image, src.image, dx, dy, 0, 0, Int32(w), Int32(h))
                }
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
