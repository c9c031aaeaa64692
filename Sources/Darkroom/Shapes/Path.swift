import Foundation

/// The outline of a 2D shape, in a y-down coordinate space, as SwiftUI's `Path`.
///
/// Arcs and ellipses are stored as cubic Béziers, so the replayer and the document
/// writers receive the same four element kinds.
public struct Path: Sendable, Hashable {
    /// An element of a path.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the start of the subpath, closing it.
        case closeSubpath
    }

    /// The path's elements, in drawing order; arcs and ellipses appear as cubic curves.
    public private(set) var elements: [Element] = []
    private var subpathStart: CGPoint?
    /// Where the next segment starts; `nil` for an empty path.
    public private(set) var currentPoint: CGPoint?

    /// An empty path.
    public init() {}
    /// A closed rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
    /// A rounded rectangle with circular corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p)); subpathStart = p; currentPoint = p
    }
    /// A straight segment to `p`; with no current point it moves there instead.
    public mutating func addLine(to p: CGPoint) {
        if currentPoint == nil { move(to: p); return }
        elements.append(.line(to: p)); currentPoint = p
    }
    /// A quadratic Bézier segment to `p`; with no current point the curve starts at its control point.
    public mutating func addQuadCurve(to p: CGPoint, control c: CGPoint) {
        if currentPoint == nil { move(to: c) }
        elements.append(.quadCurve(to: p, control: c)); currentPoint = p
    }
    /// A cubic Bézier segment to `p`; with no current point the curve starts at its first control point.
    public mutating func addCurve(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        if currentPoint == nil { move(to: c1) }
        elements.append(.curve(to: p, control1: c1, control2: c2)); currentPoint = p
    }
    /// Closes the current subpath with a line to its start; nothing when the path is empty.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath); currentPoint = subpathStart
    }
    /// A new subpath through `points`, left open.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// A closed rectangle, transformed by `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                  CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].map { $0.applying(transform) })
        closeSubpath()
    }
    /// A closed rectangle for each of `rects`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds a rounded rectangle. `.continuous` corners are drawn as circular arcs
    /// (Apple's squircle curve is not public); the difference is under 1 % of the radius.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerSize.width, 0), r.width / 2), ry = min(max(cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else { addRect(r, transform: transform); return }
        let k: CGFloat = 0.5522847498
        var p = Path()
        p.move(to: CGPoint(x: r.minX + rx, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        p.addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY),
                   control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        p.addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k),
                   control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        p.addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY),
                   control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k))
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        p.addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k),
                   control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY))
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// A closed ellipse inscribed in `rect`, as four cubic curves.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        var p = Path()
        p.move(to: CGPoint(x: cx + rx, y: cy))
        p.addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k),
            control2: CGPoint(x: cx + rx * k, y: cy + ry))
        p.addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + ry * k))
        p.addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k),
            control2: CGPoint(x: cx - rx * k, y: cy - ry))
        p.addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - ry * k))
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// Adds an arc. Angles run from the +x axis towards +y (down); as in SwiftUI,
    /// `clockwise: true` sweeps towards decreasing angles, which looks
    /// counter-clockwise on a y-down screen.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        // Non-finite input draws nothing (no NaN reaches cairo); angles are reduced
        // modulo 2π, so an angle of 1e17 costs what an angle of 1 does.
        guard radius.isFinite, center.x.isFinite, center.y.isFinite,
              let arc = Self.arcSweep(from: startAngle.radians, to: endAngle.radians, clockwise: clockwise)
        else { return }
        let start = arc.start, sweep = arc.sweep
        let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start)).applying(
            transform)
        if currentPoint == nil { move(to: startPoint) } else { addLine(to: startPoint) }
        let segments = max(1, Int(ceil(abs(sweep) / (Double.pi / 2) - 1e-9)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<segments {
            let a0 = start + Double(i) * step, a1 = a0 + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
            func pt(_ x: Double, _ y: Double) -> CGPoint {
                CGPoint(x: center.x + radius * x, y: center.y + radius * y).applying(transform)
            }
            addCurve(
                to: pt(p1.x, p1.y), control1: pt(p0.x - k * p0.y, p0.y + k * p0.x),
                control2: pt(p1.x + k * p1.y, p1.y - k * p1.x))
        }
    }

    /// The start angle (within one turn) and the signed sweep, at most one turn, of an
    /// arc from `start` to `end`: Core Graphics' rule (the end angle moves by whole turns
    /// until it lies on the arc's side of the start), computed with remainders instead of
    /// a loop. `nil` for NaN or infinite angles.
    static func arcSweep(from start: Double, to end: Double, clockwise: Bool) -> (start: Double, sweep: Double)? {
        guard start.isFinite, end.isFinite else { return nil }
        let twoPi = 2 * Double.pi
        // Small angles are kept exactly, so ordinary arcs draw as they always did.
        let reducedStart = abs(start) > 4 * twoPi ? start.remainder(dividingBy: twoPi) : start
        var sweep = end - start
        if !sweep.isFinite { sweep = end.remainder(dividingBy: twoPi) - start.remainder(dividingBy: twoPi) }
        if clockwise, sweep > 0 {
            let r = sweep.truncatingRemainder(dividingBy: twoPi)
            sweep = r == 0 ? 0 : r - twoPi
        } else if !clockwise, sweep < 0 {
            let r = sweep.truncatingRemainder(dividingBy: twoPi)
            sweep = r == 0 ? 0 : r + twoPi
        }
        return (reducedStart, sweep.clamped(to: -twoPi...twoPi))
    }

    /// An arc of `delta` from `startAngle` around `center`; the sign of `delta` sets the direction.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta.radians < 0, transform: transform)
    }

    /// Appends every element of `path`, transformed by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for e in path.applying(transform).elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The path with every point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> Path {
        if t.isIdentity { return self }
        var p = Path()
        p.elements = elements.map {
            switch $0 {
            case .move(let a): .move(to: a.applying(t))
            case .line(let a): .line(to: a.applying(t))
            case .quadCurve(let a, let c): .quadCurve(to: a.applying(t), control: c.applying(t))
            case .curve(let a, let c1, let c2):
                .curve(to: a.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: .closeSubpath
            }
        }
        p.subpathStart = subpathStart?.applying(t)
        p.currentPoint = currentPoint?.applying(t)
        return p
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// Calls `body` with each element of the path.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// The bounding box of all points, control points included (as Core Graphics'
    /// `boundingBox`); `.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        return minX.isFinite ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Apple's smoother corner curve; drawn as circular arcs here.
    case continuous
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
