import Foundation

extension DisplayItem {
    /// A conservative bounding box of what the item may paint, in its coordinates.
    var bounds: CGRect {
        switch self {
        case .fill(let path, _, _):
            return path.boundingRect
        case .stroke(let path, _, let style):
            let pad = style.lineWidth * max(1, style.lineJoin == .miter ? style.miterLimit / 2 : 1)
            return path.boundingRect.insetBy(dx: -pad, dy: -pad)
        case .text(let text):
            var r = CGRect.null
            for run in text.runs {
                let size = run.font.pointSize
                for g in run.glyphs {
                    r = r.union(CGRect(x: g.x - size * 0.5, y: g.y - size * 1.3, width: size * 2, height: size * 1.8))
                }
            }
            for d in text.decorations { r = r.union(d.rect) }
            return r
        case .image(_, let rect, _):
            return rect
        case .group(let g):
            var r = g.items.reduce(CGRect.null) { $0.union($1.bounds) }
            if let clip = g.clips.first { r = r.safeIntersection(clip.path.boundingRect) }
            if let s = g.shadow, !r.isNull {
                let blurred = r.insetBy(dx: -3 * s.radius, dy: -3 * s.radius).offsetBy(
                    dx: s.offset.width, dy: s.offset.height)
                r = r.union(blurred)
            }
            return r.isNull ? r : r.applying(g.transform)
        }
    }
}
