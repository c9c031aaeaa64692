import Foundation

// Path construction. As in Core Graphics, each point is transformed by the CTM
// current when it is added, so the path lives in device space and later
// transform changes do not move it.
extension CGContext {
    /// Discards the current path.
    public func beginPath() { currentPath = Path() }

    /// Begins a new subpath at the given point (user space).
    public func move(to point: CGPoint) { currentPath.move(to: point.applying(state.ctm)) }

    /// Appends a straight line from the current point to the given point (user space).
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point.applying(state.ctm)) }

    /// Adds line segments joining `points` in order, starting a new subpath.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(points.map { $0.applying(state.ctm) }) }

    /// Adds a rectangle to the current path as a closed subpath.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }

    /// Adds each rectangle to the current path as a closed subpath.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }

    /// Adds an ellipse inscribed in the rectangle to the current path as a closed subpath.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

    /// Adds a previously created path to the current path, its coordinates in the current user space.
    public func addPath(_ path: CGPath) { currentPath.addPath(path.path, transform: state.ctm) }

    /// Adds a SwiftUI-style path (its coordinates in the current user space).
    public func addPath(_ path: Path) { currentPath.addPath(path, transform: state.ctm) }

    /// Appends a cubic Bézier curve from the current point to `end`, with two control points (user space).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(
            to: end.applying(state.ctm), control1: control1.applying(state.ctm), control2: control2.applying(state.ctm))
    }

    /// Appends a quadratic Bézier curve from the current point to `end`, with one control point (user space).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end.applying(state.ctm), control: control.applying(state.ctm))
    }

    /// Adds an arc (angles in radians, from +x towards +y of user space). A
    /// line joins the current point, if any, to the arc's start. `clockwise`
    /// sweeps towards decreasing angles, which is clockwise on a y-up page.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        currentPath.addArc(
            center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
            clockwise: clockwise, transform: state.ctm)
    }

    /// Adds an arc of `radius` tangent to the lines from the current point to
    /// `tangent1End` and from there to `tangent2End` (Core Graphics' `arcTo`).
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
        let inverse = state.ctm.inverted()
        guard let deviceCurrent = currentPath.currentPoint else { move(to: p1); return }
        let p0 = deviceCurrent.applying(inverse)
        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y), v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = hypot(v1.dx, v1.dy), l2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 else { addLine(to: p1); return }
        let angle = acos(max(-1, min(1, (v1.dx * v2.dx + v1.dy * v2.dy) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.dx / l1 * distance, y: p1.y + v1.dy / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.dx / l2 * distance, y: p1.y + v2.dy / l2 * distance)
        // The centre lies along the bisector, `radius / sin(angle/2)` from the corner.
        let bisector = CGVector(dx: v1.dx / l1 + v2.dx / l2, dy: v1.dy / l1 + v2.dy / l2)
        let bl = hypot(bisector.dx, bisector.dy)
        let d = radius / sin(angle / 2)
        let c = CGPoint(x: p1.x + bisector.dx / bl * d, y: p1.y + bisector.dy / bl * d)
        let a0 = atan2(t1.y - c.y, t1.x - c.x), a1 = atan2(t2.y - c.y, t2.x - c.x)
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep <= -.pi { sweep += 2 * .pi }
        addLine(to: t1)
        addArc(center: c, radius: radius, startAngle: a0, endAngle: a0 + sweep, clockwise: sweep < 0)
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path contains no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point in user space (`.zero` without a path).
    public var currentPointOfPath: CGPoint {
        currentPath.currentPoint?.applying(state.ctm.inverted()) ?? .zero
    }

    /// The bounding box of the current path in user space (`.null` when empty).
    public var boundingBoxOfPath: CGRect {
        let device = currentPath.boundingRect
        return device.isNull ? .null : currentPath.applying(state.ctm.inverted()).boundingRect
    }

    /// The current path in user space.
    public var path: CGPath? { currentPath.isEmpty ? nil : CGPath(path: currentPath.applying(state.ctm.inverted())) }
}
