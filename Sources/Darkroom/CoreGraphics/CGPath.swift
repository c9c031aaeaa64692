import Foundation

/// An immutable graphics path, as Core Graphics' `CGPath` (a class over `Path`).
/// Coordinates are whatever space the caller draws in; `CGContext.addPath`
/// applies the context's current transform.
public class CGPath: @unchecked Sendable, Hashable {
    var path: Path
    init(path: Path) { self.path = path }

    /// Whether the path contains no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle containing all the path's points, control points of curves included.
    public var boundingBox: CGRect { path.boundingRect }
    /// The point where the path's last segment ends, or `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
    /// An immutable copy of the path; never `nil` in Darkroom.
    public func copy() -> CGPath? { CGPath(path: path) }

    public static func == (l: CGPath, r: CGPath) -> Bool { l.path == r.path }
    public func hash(into h: inout Hasher) { h.combine(path) }

    /// A rectangle path.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path().adding { $0.addRect(rect, transform: transform?.pointee ?? .identity) })
    }
    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path().adding { $0.addEllipse(in: rect, transform: transform?.pointee ?? .identity) })
    }
    /// A rounded rectangle (circular corners).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path().adding {
            $0.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
                              transform: transform?.pointee ?? .identity)
        })
    }
}

/// A mutable graphics path, as Core Graphics' `CGMutablePath`. Angles are in
/// radians; `clockwise` is in the path's own (y-up for Core Graphics) sense:
/// it sweeps towards decreasing angles.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty mutable path.
    public init() { super.init(path: Path()) }
    override init(path: Path) { super.init(path: path) }

    /// Begins a new subpath at the given point, after applying the transform.
    public func move(to p: CGPoint, transform t: CGAffineTransform = .identity) { path.move(to: p.applying(t)) }
    /// Appends a straight line from the current point to the given point, after applying the transform.
    public func addLine(to p: CGPoint, transform t: CGAffineTransform = .identity) { path.addLine(to: p.applying(t)) }
    /// Appends a sequence of connected lines: a move to the first point, then a line to each point that follows.
    public func addLines(between points: [CGPoint], transform t: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(t) })
    }
    /// Appends a rectangle as a closed subpath, after applying the transform.
    public func addRect(_ rect: CGRect, transform t: CGAffineTransform = .identity) { path.addRect(rect, transform: t) }
    /// Appends each rectangle as a closed subpath, after applying the transform.
    public func addRects(_ rects: [CGRect], transform t: CGAffineTransform = .identity) {
        path.addRects(rects, transform: t)
    }
    /// Appends an ellipse inscribed in the rectangle as a closed subpath, after applying the transform.
    public func addEllipse(in rect: CGRect, transform t: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: t)
    }
    /// Appends a rectangle with rounded corners (circular corners of the given width and height) as a closed subpath.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform t: CGAffineTransform = .identity
    ) {
        path.addRoundedRect(
            in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular, transform: t)
    }
    /// Appends a quadratic Bézier curve from the current point to the given point, with one control point.
    public func addQuadCurve(to p: CGPoint, control c: CGPoint, transform t: CGAffineTransform = .identity) {
        path.addQuadCurve(to: p.applying(t), control: c.applying(t))
    }
    /// Appends a cubic Bézier curve from the current point to the given point, with two control points.
    public func addCurve(
        to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint, transform t: CGAffineTransform = .identity
    ) {
        path.addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
    }
    /// Appends an arc of a circle around `center` from `startAngle` to `endAngle` (radians), after applying the
    /// transform.
    ///
    /// When the path has a current point, a line connects it to the start of the arc.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform t: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
                    clockwise: clockwise, transform: t)
    }
    /// Appends the subpaths of another path, after applying the transform.
    public func addPath(_ other: CGPath, transform t: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: t)
    }
    /// Closes the current subpath with a straight line back to its starting point.
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
    /// A path from a Core Graphics path.
    public init(_ cgPath: CGPath) { self = cgPath.path }

    func adding(_ body: (inout Path) -> Void) -> Path {
        var p = self
        body(&p)
        return p
    }
}
