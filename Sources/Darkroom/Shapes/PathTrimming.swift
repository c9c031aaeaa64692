import Foundation

extension Path {
    /// The part of the path between two fractions of its length (0…1), as
    /// SwiftUI's `trimmedPath(from:to:)`: curves stay curves (split with de
    /// Casteljau at the parameter reached by arc length), subpaths stay separate,
    /// and a closed subpath's closing line counts towards the length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let lower = from.isNaN ? 0 : min(max(from, 0), 1)
        let upper = to.isNaN ? 0 : min(max(to, 0), 1)
        let segments = TrimSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard upper > lower, total > 0, total.isFinite else { return Path() }
        if lower == 0 && upper == 1 { return self }
        let start = lower * total, end = upper * total
        var result = Path()
        var walked: CGFloat = 0
        var lastEnd: CGPoint?
        for segment in segments {
            defer { walked += segment.length }
            let a = max(start - walked, 0), b = min(end - walked, segment.length)
            guard b > a || (segment.length == 0 && a == 0 && b == 0 && start <= walked && walked <= end) else {
                continue
            }
            let piece = segment.cubic(from: segment.parameter(at: a), to: segment.parameter(at: b))
            if lastEnd != piece[0] || a > 0 { result.move(to: piece[0]) }
            result.addCurve(to: piece[3], control1: piece[1], control2: piece[2])
            lastEnd = (b == segment.length) ? piece[3] : nil
            if segment.startsSubpathAfter { lastEnd = nil }
        }
        return result
    }
}

/// One drawable piece of a path as a cubic Bézier, with its arc length and a
/// length → parameter table.
struct TrimSegment {
    let points: [CGPoint]
    let length: CGFloat
    /// Cumulative lengths at parameters i / samples.
    let table: [CGFloat]
    /// True for the last segment of a subpath: the next one starts elsewhere.
    var startsSubpathAfter = false
    static let samples = 32

    init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        points = [p0, p1, p2, p3]
        var lengths: [CGFloat] = [0]
        var previous = p0
        for i in 1...Self.samples {
            let q = Self.point(points, CGFloat(i) / CGFloat(Self.samples))
            lengths.append(lengths[i - 1] + hypot(q.x - previous.x, q.y - previous.y))
            previous = q
        }
        table = lengths
        length = lengths[Self.samples]
    }

    static func line(_ a: CGPoint, _ b: CGPoint) -> TrimSegment {
        TrimSegment(a, CGPoint(x: a.x + (b.x - a.x) / 3, y: a.y + (b.y - a.y) / 3),
                    CGPoint(x: a.x + 2 * (b.x - a.x) / 3, y: a.y + 2 * (b.y - a.y) / 3), b)
    }

    static func segments(of path: Path) -> [TrimSegment] {
        var result: [TrimSegment] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        func endSubpath() { if !result.isEmpty { result[result.count - 1].startsSubpathAfter = true } }
        for element in path.elements {
            switch element {
            case .move(let p):
                endSubpath()
                current = p; subpathStart = p
            case .line(let p):
                if let c = current { result.append(.line(c, p)) }
                current = p
            case .quadCurve(let p, let q):
                if let c = current {
                    let c1 = CGPoint(x: c.x + 2 * (q.x - c.x) / 3, y: c.y + 2 * (q.y - c.y) / 3)
                    let c2 = CGPoint(x: p.x + 2 * (q.x - p.x) / 3, y: p.y + 2 * (q.y - p.y) / 3)
                    result.append(TrimSegment(c, c1, c2, p))
                }
                current = p
            case .curve(let p, let c1, let c2):
                if let c = current { result.append(TrimSegment(c, c1, c2, p)) }
                current = p
            case .closeSubpath:
                if let c = current, let s = subpathStart, c != s { result.append(.line(c, s)) }
                endSubpath()
                current = subpathStart
            }
        }
        return result
    }

    /// The curve parameter at arc length `s` along this segment.
    func parameter(at s: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        if s <= 0 { return 0 }
        if s >= length { return 1 }
        var i = 1
        while i < Self.samples && table[i] < s { i += 1 }
        let span = table[i] - table[i - 1]
        let f = span > 0 ? (s - table[i - 1]) / span : 0
        return (CGFloat(i - 1) + f) / CGFloat(Self.samples)
    }

    /// The control points of the part between parameters t0 and t1.
    func cubic(from t0: CGFloat, to t1: CGFloat) -> [CGPoint] {
        let head = Self.split(points, at: t1).first
        guard t1 > 0 else { return [points[0], points[0], points[0], points[0]] }
        return Self.split(head, at: t0 / t1).second
    }

    static func split(_ p: [CGPoint], at t: CGFloat) -> (first: [CGPoint], second: [CGPoint]) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let a = lerp(p[0], p[1]), b = lerp(p[1], p[2]), c = lerp(p[2], p[3])
        let d = lerp(a, b), e = lerp(b, c)
        let m = lerp(d, e)
        return ([p[0], a, d, m], [m, e, c, p[3]])
    }

    static func point(_ p: [CGPoint], _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x,
                       y: a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y)
    }
}
