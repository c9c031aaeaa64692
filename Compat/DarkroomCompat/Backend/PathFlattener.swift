import Foundation

/// Turns a `Path` into polylines in device space: libgd has no curves, so
/// Béziers are subdivided until the chord is within a tenth of a pixel.
enum PathFlattener {
    /// One flattened subpath.
    struct Polyline { var points: [CGPoint]; var isClosed: Bool }

    static let tolerance: CGFloat = 0.1

    static func flatten(_ path: Path, _ t: CGAffineTransform) -> [Polyline] {
        var out: [Polyline] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero, pen = CGPoint.zero
        func finish(closed: Bool) {
            if current.count >= 2 || (closed && current.count >= 1) { out.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                pen = p.applying(t); start = pen; current = [pen]
            case .line(let p):
                if current.isEmpty { current = [pen] }
                pen = p.applying(t); current.append(pen)
            case .quadCurve(let p, let c):
                if current.isEmpty { current = [pen] }
                let p0 = pen, c1 = c.applying(t), p1 = p.applying(t)
                let n = segments(chord: p0, p1, controls: [c1])
                for i in 1...n {
                    let u = CGFloat(i) / CGFloat(n), v = 1 - u
                    current.append(CGPoint(x: v * v * p0.x + 2 * v * u * c1.x + u * u * p1.x,
                                           y: v * v * p0.y + 2 * v * u * c1.y + u * u * p1.y))
                }
                pen = p1
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [pen] }
                let p0 = pen, a = c1.applying(t), b = c2.applying(t), p1 = p.applying(t)
                let n = segments(chord: p0, p1, controls: [a, b])
                for i in 1...n {
                    let u = CGFloat(i) / CGFloat(n), v = 1 - u
                    let k0 = v * v * v, k1 = 3 * v * v * u, k2 = 3 * v * u * u, k3 = u * u * u
                    current.append(CGPoint(x: k0 * p0.x + k1 * a.x + k2 * b.x + k3 * p1.x,
                                           y: k0 * p0.y + k1 * a.y + k2 * b.y + k3 * p1.y))
                }
                pen = p1
            case .closeSubpath:
                finish(closed: true)
                pen = start
            }
        }
        finish(closed: false)
        return out
    }

    /// Segments needed so a curve stays within `tolerance` of its chords: the
    /// control polygon's deviation bounds the curve's (Wang's formula, simplified).
    private static func segments(chord p0: CGPoint, _ p1: CGPoint, controls: [CGPoint]) -> Int {
        var d: CGFloat = 0
        let pts = [p0] + controls + [p1]
        for i in 1..<(pts.count - 1) {
            let ddx = pts[i - 1].x - 2 * pts[i].x + pts[i + 1].x, ddy = pts[i - 1].y - 2 * pts[i].y + pts[i + 1].y
            d = max(d, hypot(ddx, ddy))
        }
        guard d.isFinite, d > 0 else { return 1 }
        let degree = CGFloat(controls.count + 1)
        let n = Int(ceil(sqrt(degree * (degree - 1) * d / (8 * tolerance))))
        return min(max(n, 1), 256)
    }
}
