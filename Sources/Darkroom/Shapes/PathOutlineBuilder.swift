import Foundation

/// Turns the trapezoids of a region, band by band, into the region's outline: the sides of each trapezoid, and
/// the parts of each band's top and bottom the neighbouring band does not continue, chained into closed loops
/// (clockwise on screen, so that the outline fills the same with either rule).
struct OutlineBuilder {
    typealias Span = (left0: CGFloat, left1: CGFloat, right0: CGFloat, right1: CGFloat)
    private struct Segment {
        let from: CGPoint
        let to: CGPoint
    }
    private struct PointKey: Hashable {
        let x: CGFloat
        let y: CGFloat
        init(_ point: CGPoint) {
            x = point.x
            y = point.y
        }
    }
    private var segments: [Segment] = []
    /// The previous band's bottom: its height and the spans' extents there.
    private var previousBottom: (y: CGFloat, intervals: [(CGFloat, CGFloat)])?

    /// Coordinates are snapped to a millionth of a point, so that two edges meeting at a point agree on it.
    static func snap(_ value: CGFloat) -> CGFloat { (value * 1e6).rounded() / 1e6 }

    /// Adds the band between `y0` and `y1`, inside the given spans (sorted left to right).
    mutating func addBand(y0: CGFloat, y1: CGFloat, spans: [Span]) {
        let y0 = Self.snap(y0), y1 = Self.snap(y1)
        let spans = spans.map { span in
            (left0: Self.snap(span.left0), left1: Self.snap(span.left1), right0: Self.snap(span.right0),
             right1: Self.snap(span.right1))
        }.filter { $0.right0 > $0.left0 || $0.right1 > $0.left1 }
        let above = previousBottom?.y == y0 ? previousBottom?.intervals ?? [] : []
        if let previous = previousBottom, previous.y != y0 {
            addHorizontal(y: previous.y, above: previous.intervals, below: [])
        }
        addHorizontal(y: y0, above: above, below: spans.map { ($0.left0, $0.right0) })
        for span in spans {
            segments.append(Segment(from: CGPoint(x: span.right0, y: y0), to: CGPoint(x: span.right1, y: y1)))
            segments.append(Segment(from: CGPoint(x: span.left1, y: y1), to: CGPoint(x: span.left0, y: y0)))
        }
        previousBottom = (y1, spans.map { ($0.left1, $0.right1) })
    }

    /// The parts of a band boundary at `y` that only one side covers: left to right under the region above's
    /// gap (the top of the region below), right to left where only the region above reaches (its bottom).
    private mutating func addHorizontal(y: CGFloat, above: [(CGFloat, CGFloat)], below: [(CGFloat, CGFloat)]) {
        let xs = Set((above + below).flatMap { [$0.0, $0.1] }).sorted()
        func covers(_ intervals: [(CGFloat, CGFloat)], _ x: CGFloat) -> Bool {
            intervals.contains { $0.0 < x && x < $0.1 }
        }
        for (x0, x1) in zip(xs, xs.dropFirst()) where x1 > x0 {
            let middle = (x0 + x1) / 2
            switch (covers(above, middle), covers(below, middle)) {
            case (false, true): segments.append(Segment(from: CGPoint(x: x0, y: y), to: CGPoint(x: x1, y: y)))
            case (true, false): segments.append(Segment(from: CGPoint(x: x1, y: y), to: CGPoint(x: x0, y: y)))
            default: break
            }
        }
    }

    /// The outline: every segment chained into closed loops.
    mutating func path() -> Path {
        if let previous = previousBottom {
            addHorizontal(y: previous.y, above: previous.intervals, below: [])
            previousBottom = nil
        }
        var outgoing: [PointKey: [Int]] = [:]
        for (index, segment) in segments.enumerated() {
            outgoing[PointKey(segment.from), default: []].append(index)
        }
        var used = [Bool](repeating: false, count: segments.count)
        var path = Path()
        for start in segments.indices where !used[start] {
            used[start] = true
            let origin = segments[start].from
            path.move(to: origin)
            var point = segments[start].to
            // Follow unused segments from each end until the loop returns to its start (or cannot go on).
            while point != origin, let next = outgoing[PointKey(point)]?.first(where: { !used[$0] }) {
                path.addLine(to: point)
                used[next] = true
                point = segments[next].to
            }
            path.closeSubpath()
        }
        return path
    }
}
