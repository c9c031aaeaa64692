import CCairo
import Foundation

/// The cairo side of the thin-stroke fast path: finds runs of items that are
/// single straight round-capped solid-colour strokes at most
/// `ThinStrokeRasterizer.maximumWidth` pixels wide (also inside plain
/// transform-only groups, as `CGContext` emits them), and draws the run straight
/// into the target image surface. Anything it cannot reproduce exactly — vector
/// surfaces, non-OVER operators, rotated or skewed clips, non-rectangular clips,
/// dashes, other caps, curves — is left to cairo.
extension CairoReplayer {
    /// Draws the run of fast-path strokes starting at `start` and returns the
    /// index after it, or `nil` when `items[start]` is not one.
    func drawThinStrokeRun(_ items: [DisplayItem], from start: Int) -> Int? {
        guard !isVector, ThinStrokeRasterizer.isEnabled, Self.mightBeThinStroke(items[start]), let target = ThinStrokeTarget(cr: cr) else { return nil }
        var segments: [ThinSegment] = []
        var i = start
        while i < items.count, collect(items[i], transform: .identity, target: target, into: &segments) { i += 1 }
        guard i > start else { return nil }
        target.draw(segments)
        return i
    }

    private func collect(_ item: DisplayItem, transform: CGAffineTransform, target: ThinStrokeTarget,
                         into segments: inout [ThinSegment]) -> Bool {
        if case .group(let g) = item {
            guard g.clips.isEmpty, g.opacity >= 1, g.blendMode == .normal, g.mask == nil, g.shadow == nil,
                  g.blurRadius <= 0, !g.items.isEmpty else { return false }
            let t = g.transform.concatenating(transform)
            var local: [ThinSegment] = []
            for inner in g.items {
                guard collect(inner, transform: t, target: target, into: &local) else { return false }
            }
            segments.append(contentsOf: local)
            return true
        }
        guard let s = Self.thinStroke(item, transform.concatenating(target.userToPixel)) else { return false }
        segments.append(s)
        return true
    }

    /// A cheap first look, before any cairo state is queried.
    static func mightBeThinStroke(_ item: DisplayItem) -> Bool {
        switch item {
        case .stroke(let path, .color, let style): return style.lineCap == .round && path.elements.count == 2
        case .group(let g): return g.clips.isEmpty && g.mask == nil && g.shadow == nil && g.items.first.map(mightBeThinStroke) == true
        default: return false
        }
    }

    /// The segment for an eligible stroke under `t` (user → pixels), or `nil`.
    static func thinStroke(_ item: DisplayItem, _ t: CGAffineTransform) -> ThinSegment? {
        guard case .stroke(let path, .color(let c), let style) = item, style.lineCap == .round,
              style.dash.isEmpty || !style.dash.contains(where: { $0 > 0 }),
              path.elements.count == 2, case .move(let a) = path.elements[0], case .line(let b) = path.elements[1] else { return nil }
        // Similarity transforms only: a circle stays a circle, so the width is one number.
        let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
        guard abs(sx - sy) <= 1e-9 * max(sx, 1), abs(t.a * t.c + t.b * t.d) <= 1e-9 * max(sx * sx, 1) else { return nil }
        let width = style.lineWidth * sx
        guard width.isFinite, width > 0, Float(width) <= ThinStrokeRasterizer.maximumWidth, c.alpha > 0 else { return nil }
        let p = a.applying(t), q = b.applying(t)
        guard p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite,
              abs(p.x) < 1e7, abs(p.y) < 1e7, abs(q.x) < 1e7, abs(q.y) < 1e7 else { return nil }
        func q8(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let alpha = min(max(c.alpha, 0), 1)
        let word = q8(alpha) << 24 | q8(c.red * alpha) << 16 | q8(c.green * alpha) << 8 | q8(c.blue * alpha)
        return ThinSegment(x0: Float(p.x), y0: Float(p.y), x1: Float(q.x), y1: Float(q.y), halfWidth: Float(width / 2), color: word)
    }
}

/// The image surface a cairo context currently draws into, when the fast path
/// can write to it directly.
struct ThinStrokeTarget {
    let surface: OpaquePointer
    let userToPixel: CGAffineTransform
    let clip: ThinStrokeRasterizer.Clip

    init?(cr: OpaquePointer) {
        guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, cairo_get_antialias(cr) != CAIRO_ANTIALIAS_NONE,
              let surface = cairo_get_group_target(cr), cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return nil }
        var sx = 0.0, sy = 0.0, ox = 0.0, oy = 0.0
        cairo_surface_get_device_scale(surface, &sx, &sy)
        cairo_surface_get_device_offset(surface, &ox, &oy)
        guard sx == 1, sy == 1 else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let ctm = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0 + ox, ty: m.y0 + oy)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        var clip = ThinStrokeRasterizer.Clip(minX: 0, minY: 0, maxX: width, maxY: height)
        // The clip must be pixel-aligned rectangles (cairo says so by listing them);
        // one rectangle is all this path handles.
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles <= 1 else { return nil }
        if list.pointee.num_rectangles == 1 {
            let r = list.pointee.rectangles[0]
            // Rectangles come back in user space; the CTM must keep them axis-aligned.
            guard m.xy == 0, m.yx == 0 else { return nil }
            let box = CGRect(x: r.x, y: r.y, width: r.width, height: r.height).applying(ctm)
            clip.minX = max(clip.minX, Int(box.minX.rounded())); clip.minY = max(clip.minY, Int(box.minY.rounded()))
            clip.maxX = min(clip.maxX, Int(box.maxX.rounded())); clip.maxY = min(clip.maxY, Int(box.maxY.rounded()))
        } else {
            clip.maxX = clip.minX   // An empty clip: nothing shows.
        }
        self.surface = surface; self.userToPixel = ctm; self.clip = clip
    }

    func draw(_ segments: [ThinSegment]) {
        guard clip.maxX > clip.minX, clip.maxY > clip.minY else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        data.withMemoryRebound(to: UInt32.self, capacity: stride * Int(cairo_image_surface_get_height(surface))) { words in
            ThinStrokeRasterizer.draw(segments, into: words, strideWords: stride, clip: clip)
        }
        cairo_surface_mark_dirty(surface)
    }
}
