import Foundation

/// Outlines a stroke as closed polygons (segments, joins, caps, dashes) for the
/// coverage rasteriser. Every polygon is wound the same way, so the non-zero
/// rule gives their union: overlapping pieces never cancel out.
///
/// libgd's thick lines (`gdImageSetThickness`) have no joins, caps or
/// anti-aliasing, so they cannot match cairo's strokes; libgd still blends the pixels.
struct Stroker {
    let width: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    /// Device pixels per user unit, for round joins' and caps' segment count.
    let scale: CGFloat

    func outline(_ lines: [PathFlattener.Polyline], dash: [CGFloat], phase: CGFloat) -> [[CGPoint]] {
        var polys: [[CGPoint]] = []
        let pieces = Self.dashIsUsable(dash, over: lines)
            ? lines.flatMap { Self.applyDash($0, pattern: dash, phase: phase) } : lines
        let hw = width / 2
        for line in pieces {
            var pts: [CGPoint] = []
            for p in line.points where pts.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { pts.append(p) }
            if line.isClosed, pts.count > 2, let f = pts.first, let l = pts.last, hypot(f.x - l.x, f.y - l.y) < 1e-9 { pts.removeLast() }
            if pts.count == 1 {
                // A zero-length subpath shows only round or square caps.
                switch cap {
                case .round: polys.append(circle(pts[0], hw))
                case .square:
                    let p = pts[0]
                    polys.append([CGPoint(x: p.x - hw, y: p.y - hw), CGPoint(x: p.x + hw, y: p.y - hw),
                                  CGPoint(x: p.x + hw, y: p.y + hw), CGPoint(x: p.x - hw, y: p.y + hw)])
                default: break
                }
                continue
            }
            let n = pts.count
            let segCount = line.isClosed ? n : n - 1
            for i in 0..<segCount {
                let a = pts[i], b = pts[(i + 1) % n]
                let d = unit(a, b), nx = -d.y * hw, ny = d.x * hw
                polys.append([CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
                              CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny)])
            }
            let joins = line.isClosed ? Array(0..<n) : Array(1..<(n - 1))
            for i in joins { if let j = joinPolygon(pts[(i - 1 + n) % n], pts[i], pts[(i + 1) % n]) { polys.append(j) } }
            if !line.isClosed {
                if let c = capPolygon(at: pts[0], from: pts[1]) { polys.append(c) }
                if let c = capPolygon(at: pts[n - 1], from: pts[n - 2]) { polys.append(c) }
            }
        }
        return polys.map(Self.positivelyWound)
    }

    private func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let l = hypot(b.x - a.x, b.y - a.y)
        return l > 0 ? CGPoint(x: (b.x - a.x) / l, y: (b.y - a.y) / l) : CGPoint(x: 1, y: 0)
    }

    private func circle(_ c: CGPoint, _ r: CGFloat) -> [CGPoint] {
        let n = max(8, min(128, Int(ceil(CGFloat.pi * 2 * r / 1.5))))
        return (0..<n).map { i in
            let t = CGFloat(i) / CGFloat(n) * 2 * .pi
            return CGPoint(x: c.x + r * cos(t), y: c.y + r * sin(t))
        }
    }

    private func joinPolygon(_ p0: CGPoint, _ p: CGPoint, _ p1: CGPoint) -> [CGPoint]? {
        let hw = width / 2
        let d0 = unit(p0, p), d1 = unit(p, p1)
        let cross = d0.x * d1.y - d0.y * d1.x
        if abs(cross) < 1e-9 && d0.x * d1.x + d0.y * d1.y > 0 { return nil }
        switch join {
        case .round: return circle(p, hw)
        default:
            // The outer side of the turn: the segment normals on that side.
            let s: CGFloat = cross > 0 ? -1 : 1
            let a = CGPoint(x: p.x + s * -d0.y * hw, y: p.y + s * d0.x * hw)
            let b = CGPoint(x: p.x + s * -d1.y * hw, y: p.y + s * d1.x * hw)
            if join == .miter {
                let cosTheta = -(d0.x * d1.x + d0.y * d1.y)
                let ratio = 1 / max(1e-9, sin(acos(min(max(cosTheta, -1), 1)) / 2))
                if ratio <= miterLimit {
                    let m = CGPoint(x: d0.x - d1.x, y: d0.y - d1.y)
                    let ml = hypot(m.x, m.y)
                    if ml > 1e-9 {
                        let tip = CGPoint(x: p.x + m.x / ml * hw * ratio, y: p.y + m.y / ml * hw * ratio)
                        return [p, a, tip, b]
                    }
                }
            }
            return [p, a, b]
        }
    }

    private func capPolygon(at p: CGPoint, from q: CGPoint) -> [CGPoint]? {
        let hw = width / 2
        let d = unit(q, p), nx = -d.y * hw, ny = d.x * hw
        switch cap {
        case .butt: return nil
        case .square:
            let e = CGPoint(x: p.x + d.x * hw, y: p.y + d.y * hw)
            return [CGPoint(x: p.x + nx, y: p.y + ny), CGPoint(x: e.x + nx, y: e.y + ny),
                    CGPoint(x: e.x - nx, y: e.y - ny), CGPoint(x: p.x - nx, y: p.y - ny)]
        case .round: return circle(p, hw)
        @unknown default: return nil
        }
    }

    static func positivelyWound(_ poly: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        for i in 0..<poly.count {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? poly.reversed() : poly
    }

    /// Dash patterns of more than 20,000 dashes over the path (sub-pixel dashes)
    /// are drawn solid rather than spending seconds on invisible gaps.
    static let maxDashes = 20_000

    static func dashIsUsable(_ dash: [CGFloat], over lines: [PathFlattener.Polyline]) -> Bool {
        guard dash.contains(where: { $0 > 0 }), dash.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return false }
        var length: CGFloat = 0
        for l in lines {
            for i in 1..<max(1, l.points.count) { length += hypot(l.points[i].x - l.points[i - 1].x, l.points[i].y - l.points[i - 1].y) }
        }
        let total = dash.reduce(0, +)
        return length.isFinite && length / total * CGFloat(dash.count) <= CGFloat(maxDashes)
    }

    /// Splits a polyline into the "on" pieces of a dash pattern.
    static func applyDash(_ line: PathFlattener.Polyline, pattern: [CGFloat], phase: CGFloat) -> [PathFlattener.Polyline] {
        var pts = line.points
        if line.isClosed, let f = pts.first { pts.append(f) }
        let total = pattern.reduce(0, +)
        guard total > 0, pts.count >= 2 else { return [] }
        var index = 0
        var remaining = pattern[0]
        var on = true
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        while offset > 0 {
            if offset >= remaining { offset -= remaining; index = (index + 1) % pattern.count; remaining = pattern[index]; on.toggle() }
            else { remaining -= offset; offset = 0 }
        }
        var out: [PathFlattener.Polyline] = []
        var current: [CGPoint] = on ? [pts[0]] : []
        for i in 1..<pts.count {
            var a = pts[i - 1]
            let b = pts[i]
            var seg = hypot(b.x - a.x, b.y - a.y)
            while seg > 0 {
                if remaining >= seg {
                    remaining -= seg
                    if on { current.append(b) }
                    seg = 0
                } else {
                    let t = remaining / seg
                    let m = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on { current.append(m); out.append(PathFlattener.Polyline(points: current, isClosed: false)); current = [] }
                    else { current = [m] }
                    on.toggle()
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                    seg -= hypot(m.x - a.x, m.y - a.y)
                    a = m
                }
            }
        }
        if on && current.count >= 2 { out.append(PathFlattener.Polyline(points: current, isClosed: false)) }
        return out
    }
}
