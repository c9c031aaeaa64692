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
        guard !isVector, ThinStrokeRasterizer.isEnabled, Self.mightBeThinStroke(items[start]),
            cairo_get_antialias(cr) != CAIRO_ANTIALIAS_NONE,
            let target = CairoPixelTarget(cr: cr)
        else { return nil }
        var segments: [ThinSegment] = []
        var i = start
        while i < items.count, collect(items[i], transform: .identity, target: target, into: &segments) { i += 1 }
        guard i > start else { return nil }
        target.draw(segments)
        return i
    }

    private func collect(_ item: DisplayItem, transform: CGAffineTransform, target: CairoPixelTarget,
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
        case .group(let g):
            return g.clips.isEmpty && g.mask == nil && g.shadow == nil && g.items.first.map(mightBeThinStroke) == true
        default: return false
        }
    }

    /// The segment for an eligible stroke under `t` (user → pixels), or `nil`.
    static func thinStroke(_ item: DisplayItem, _ t: CGAffineTransform) -> ThinSegment? {
        guard case .stroke(let path, .color(let c), let style) = item, style.lineCap == .round,
            style.dash.isEmpty || !style.dash.contains(where: { $0 > 0 }),
            path.elements.count == 2, case .move(let a) = path.elements[0], case .line(let b) = path.elements[1]
        else { return nil }
        // Similarity transforms only: a circle stays a circle, so the width is one number.
        let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
        guard abs(sx - sy) <= 1e-9 * max(sx, 1), abs(t.a * t.c + t.b * t.d) <= 1e-9 * max(sx * sx, 1) else {
            return nil
        }
        let width = style.lineWidth * sx
        guard width.isFinite, width > 0, Float(width) <= ThinStrokeRasterizer.maximumWidth, c.alpha > 0 else {
            return nil
        }
        let p = a.applying(t), q = b.applying(t)
        guard p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite,
            abs(p.x) < 1e7, abs(p.y) < 1e7, abs(q.x) < 1e7, abs(q.y) < 1e7
        else { return nil }
        return ThinSegment(
            x0: Float(p.x), y0: Float(p.y), x1: Float(q.x), y1: Float(q.y), halfWidth: Float(width / 2),
            color: c.premultipliedARGB32)
    }
}

extension CairoPixelTarget {
    /// Draws thin-stroke segments straight into the surface's pixels.
    func draw(_ segments: [ThinSegment]) {
        withPixels { words, strideWords in
            ThinStrokeRasterizer.draw(segments, into: words, strideWords: strideWords, clip: clip)
        }
    }
}
