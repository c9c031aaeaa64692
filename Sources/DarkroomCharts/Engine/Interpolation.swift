import Foundation

/// Paths through a series' points for each interpolation method.
enum Interpolation {
    static func path(through points: [CGPoint], method: InterpolationMethod) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        guard points.count > 1 else { return path }
        switch method.kind {
        case .linear:
            for p in points.dropFirst() { path.addLine(to: p) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: a.x, y: b.y)); path.addLine(to: b)
            }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: b.x, y: a.y)); path.addLine(to: b)
            }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let mx = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: mx, y: a.y)); path.addLine(to: CGPoint(x: mx, y: b.y)); path.addLine(to: b)
            }
        case .catmullRom, .monotone:
            addCardinal(&path, points, tension: 0, monotone: method.kind == .monotone)
        case .cardinal(let tension):
            addCardinal(&path, points, tension: tension, monotone: false)
        }
        return path
    }

    /// Cubic segments with tangents from the neighbouring points (Catmull-Rom when the
    /// tension is 0); monotone clamps the tangents so the curve never overshoots in y.
    private static func addCardinal(_ path: inout Path, _ p: [CGPoint], tension: Double, monotone: Bool) {
        let k = CGFloat(1 - tension) / 2
        func tangent(_ i: Int) -> CGPoint {
            let a = p[max(0, i - 1)]
            let b = p[min(p.count - 1, i + 1)]
            return CGPoint(x: (b.x - a.x) * k, y: (b.y - a.y) * k)
        }
        for i in 0..<(p.count - 1) {
            var t0 = tangent(i)
            var t1 = tangent(i + 1)
            if monotone {
                let dy = p[i + 1].y - p[i].y
                if dy == 0 || (t0.y * dy < 0) { t0.y = 0 }
                if dy == 0 || (t1.y * dy < 0) { t1.y = 0 }
                let limit = abs(dy) * 3
                t0.y = max(-limit, min(limit, t0.y))
                t1.y = max(-limit, min(limit, t1.y))
            }
            let c1 = CGPoint(x: p[i].x + t0.x / 3 * 2, y: p[i].y + t0.y / 3 * 2)
            let c2 = CGPoint(x: p[i + 1].x - t1.x / 3 * 2, y: p[i + 1].y - t1.y / 3 * 2)
            path.addCurve(to: p[i + 1], control1: c1, control2: c2)
        }
    }
}
