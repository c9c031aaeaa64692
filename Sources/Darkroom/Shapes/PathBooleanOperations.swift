import Foundation

// Boolean operations on paths, as iOS 17's `Path.union(_:eoFill:)` and its siblings: both paths are flattened to
// polygons (curves within `PathRegions.tolerance`), their fill regions are combined band by band, and the result
// is the outline of the combined region.
extension Path {
    /// The region this path fills, as a path without overlapping subpaths (filled the same with either rule).
    public func normalized(eoFill: Bool = true) -> Path {
        PathRegions.combine(self, Path(), eoFill: eoFill) { inSelf, _ in inSelf }
    }
    /// The region both paths fill.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions.combine(self, other, eoFill: eoFill) { $0 && $1 }
    }
    /// The region either path fills.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions.combine(self, other, eoFill: eoFill) { $0 || $1 }
    }
    /// The region this path fills and `other` does not.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions.combine(self, other, eoFill: eoFill) { $0 && !$1 }
    }
    /// The region exactly one of the paths fills.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions.combine(self, other, eoFill: eoFill) { $0 != $1 }
    }
    /// The lines of this path that lie inside the region `other` fills.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions.clipLines(of: self, to: other, eoFill: eoFill, keepingInside: true)
    }
    /// The lines of this path that lie outside the region `other` fills.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions.clipLines(of: self, to: other, eoFill: eoFill, keepingInside: false)
    }
}

extension Shape {
    /// The region both shapes fill.
    nonisolated public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other) { $0.intersection($1, eoFill: eoFill) }
    }
    /// The region either shape fills.
    nonisolated public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other) { $0.union($1, eoFill: eoFill) }
    }
    /// The region this shape fills and `other` does not.
    nonisolated public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other) { $0.subtracting($1, eoFill: eoFill) }
    }
    /// The region exactly one of the shapes fills.
    nonisolated public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other) { $0.symmetricDifference($1, eoFill: eoFill) }
    }
    /// The lines of this shape inside the region `other` fills.
    nonisolated public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other) { $0.lineIntersection($1, eoFill: eoFill) }
    }
    /// The lines of this shape outside the region `other` fills.
    nonisolated public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other) { $0.lineSubtraction($1, eoFill: eoFill) }
    }
}

/// Two shapes combined by a path operation, in the same rectangle.
nonisolated struct CombinedShape<First: Shape, Second: Shape>: Shape {
    let first: First
    let second: Second
    let operation: @Sendable (Path, Path) -> Path
    func path(in rect: CGRect) -> Path { operation(first.path(in: rect), second.path(in: rect)) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { first.sizeThatFits(proposal) }
}

/// The geometry behind the path operations.
enum PathRegions {
    /// The largest distance between a curve and the polygon it is flattened to, in points.
    static let tolerance: CGFloat = 0.05

    /// A straight edge of a flattened path, from `a` to `b`, belonging to the first or the second path.
    struct Edge {
        let a: CGPoint
        let b: CGPoint
        let isFirst: Bool
        /// +1 going down (y growing), -1 going up: its contribution to the winding number.
        var direction: Int { b.y > a.y ? 1 : -1 }
        var minY: CGFloat { min(a.y, b.y) }
        var maxY: CGFloat { max(a.y, b.y) }
        func x(at y: CGFloat) -> CGFloat {
            // Exact at the ends, so that edges meeting at a vertex agree on it.
            if y == a.y { return a.x }
            if y == b.y { return b.x }
            return a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
        }
    }

    /// A flattened subpath: its points, and whether the path closed it.
    struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool
    }

    /// The subpaths of `path` as polylines, curves flattened within `tolerance`.
    static func polylines(of path: Path) -> [Polyline] {
        var result: [Polyline] = []
        var current = Polyline(points: [], isClosed: false)
        func finish() {
            if current.points.count > 1 { result.append(current) }
            current = Polyline(points: [], isClosed: false)
        }
        func start(_ p: CGPoint) {
            finish()
            current.points = [p]
        }
        path.forEach { element in
            switch element {
            case .move(let p): start(p)
            case .line(let p):
                if current.points.isEmpty { current.points = [.zero] }
                current.points.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.points.last ?? .zero
                if current.points.isEmpty { current.points = [p0] }
                let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                current.points += flattenCubic(p0, c1, c2, p)
            case .curve(let p, let c1, let c2):
                let p0 = current.points.last ?? .zero
                if current.points.isEmpty { current.points = [p0] }
                current.points += flattenCubic(p0, c1, c2, p)
            case .closeSubpath:
                let first = current.points.first
                current.isClosed = true
                finish()
                if let first { current.points = [first] }
            }
        }
        finish()
        return result
    }

    /// The points after `p0` of a cubic Bézier, evenly in its parameter, within `tolerance`.
    static func flattenCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let deviation = (ddx * ddx + ddy * ddy).squareRoot()
        let estimate = (0.75 * deviation / tolerance).squareRoot()
        let count = estimate.isFinite ? max(1, min(500, Int(estimate.rounded(.up)))) : 1
        return (1...count).map { index in
            let t = CGFloat(index) / CGFloat(count), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// The non-horizontal edges of a path's fill region (every subpath closed, as filling closes it).
    static func edges(of path: Path, isFirst: Bool) -> [Edge] {
        var edges: [Edge] = []
        for line in polylines(of: path) {
            let points = line.points
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                edges.append(Edge(a: a, b: b, isFirst: isFirst))
            }
        }
        return edges
    }

    /// Whether a winding number is inside under the fill rule.
    static func isInside(_ winding: Int, eoFill: Bool) -> Bool { eoFill ? winding & 1 != 0 : winding != 0 }

    /// The outline of the region where `rule(inFirst, inSecond)` holds.
    static func combine(_ first: Path, _ second: Path, eoFill: Bool, rule: (Bool, Bool) -> Bool) -> Path {
        let edges = edges(of: first, isFirst: true) + edges(of: second, isFirst: false)
        guard !edges.isEmpty else { return Path() }
        var ys = Set<CGFloat>()
        for edge in edges {
            ys.insert(edge.a.y)
            ys.insert(edge.b.y)
        }
        // Where two edges cross, the order of edges changes: a band boundary.
        for i in edges.indices {
            for j in edges.indices where j > i {
                if let y = crossingY(edges[i], edges[j]) { ys.insert(y) }
            }
        }
        let levels = ys.sorted()
        var outline = OutlineBuilder()
        for (y0, y1) in zip(levels, levels.dropFirst()) where y1 - y0 > 1e-9 {
            let middle = (y0 + y1) / 2
            let crossing = edges.filter { $0.minY <= y0 && $0.maxY >= y1 }
                .map { (edge: $0, x: $0.x(at: middle)) }
                .sorted { $0.x < $1.x }
            var windingFirst = 0, windingSecond = 0
            var spanStart: Edge?
            var spans: [(left: Edge, right: Edge)] = []
            for (edge, _) in crossing {
                let wasInside = rule(isInside(windingFirst, eoFill: eoFill), isInside(windingSecond, eoFill: eoFill))
                if edge.isFirst { windingFirst += edge.direction } else { windingSecond += edge.direction }
                let isInsideNow = rule(isInside(windingFirst, eoFill: eoFill),
                                       isInside(windingSecond, eoFill: eoFill))
                if !wasInside && isInsideNow {
                    spanStart = edge
                } else if wasInside && !isInsideNow, let left = spanStart {
                    spans.append((left, edge))
                    spanStart = nil
                }
            }
            outline.addBand(y0: y0, y1: y1, spans: spans.map { span in
                (left0: span.left.x(at: y0), left1: span.left.x(at: y1),
                 right0: span.right.x(at: y0), right1: span.right.x(at: y1))
            })
        }
        return outline.path()
    }

    /// The height at which two edges cross strictly inside both, if they do.
    static func crossingY(_ e: Edge, _ f: Edge) -> CGFloat? {
        let low = max(e.minY, f.minY), high = min(e.maxY, f.maxY)
        guard high - low > 1e-9 else { return nil }
        let d0 = e.x(at: low) - f.x(at: low), d1 = e.x(at: high) - f.x(at: high)
        guard (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) else { return nil }
        let y = low + (high - low) * d0 / (d0 - d1)
        return y > low && y < high ? y : nil
    }

    /// The winding number of `edges` around `point` (rays to the right).
    static func winding(of edges: [Edge], at point: CGPoint) -> Int {
        var winding = 0
        for edge in edges where edge.minY <= point.y && edge.maxY > point.y && edge.x(at: point.y) > point.x {
            winding += edge.direction
        }
        return winding
    }

    /// The parts of `path`'s lines inside (or outside) the region `region` fills.
    static func clipLines(of path: Path, to region: Path, eoFill: Bool, keepingInside: Bool) -> Path {
        let regionEdges = edges(of: region, isFirst: false)
        var result = Path()
        var pen: CGPoint?
        for line in polylines(of: path) {
            var points = line.points
            if line.isClosed, let first = points.first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) {
                var cuts: [CGFloat] = [0, 1]
                for edge in regionEdges {
                    if let t = segmentCrossing(a, b, edge.a, edge.b) { cuts.append(t) }
                }
                cuts.sort()
                for (t0, t1) in zip(cuts, cuts.dropFirst()) where t1 - t0 > 1e-9 {
                    let middle = point(a, b, (t0 + t1) / 2)
                    let inside = isInside(winding(of: regionEdges, at: middle), eoFill: eoFill)
                    guard inside == keepingInside else {
                        pen = nil
                        continue
                    }
                    let start = point(a, b, t0), end = point(a, b, t1)
                    if pen != start { result.move(to: start) }
                    result.addLine(to: end)
                    pen = end
                }
            }
            pen = nil
        }
        return result
    }

    static func point(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// The parameter along `a`–`b` where it crosses `c`–`d`, if it does.
    static func segmentCrossing(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> CGFloat? {
        let r = CGPoint(x: b.x - a.x, y: b.y - a.y), s = CGPoint(x: d.x - c.x, y: d.y - c.y)
        let denominator = r.x * s.y - r.y * s.x
        guard abs(denominator) > 1e-12 else { return nil }
        let t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / denominator
        let u = ((c.x - a.x) * r.y - (c.y - a.y) * r.x) / denominator
        return t > 0 && t < 1 && u >= 0 && u <= 1 ? t : nil
    }
}
