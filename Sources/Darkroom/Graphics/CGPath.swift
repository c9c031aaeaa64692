import Foundation

/// An immutable graphics path, as Core Graphics' `CGPath` (a class over `Path`).
/// Coordinates are whatever space the caller draws in; `CGContext.addPath`
/// applies the context's current transform.
public class CGPath: @unchecked Sendable, Hashable {
    var path: Path
    init(path: Path) { self.path = path }

    public var isEmpty: Bool { path.isEmpty }
    public var boundingBox: CGRect { path.boundingRect }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
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
    public init() { super.init(path: Path()) }
    override init(path: Path) { super.init(path: path) }

    public func move(to p: CGPoint, transform t: CGAffineTransform = .identity) { path.move(to: p.applying(t)) }
    public func addLine(to p: CGPoint, transform t: CGAffineTransform = .identity) { path.addLine(to: p.applying(t)) }
    public func addLines(between points: [CGPoint], transform t: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(t) })
    }
    public func addRect(_ rect: CGRect, transform t: CGAffineTransform = .identity) { path.addRect(rect, transform: t) }
    public func addRects(_ rects: [CGRect], transform t: CGAffineTransform = .identity) {
        path.addRects(rects, transform: t)
    }
    public func addEllipse(in rect: CGRect, transform t: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: t)
    }
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform t: CGAffineTransform = .identity
    ) {
        path.addRoundedRect(
            in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular, transform: t)
    }
    public func addQuadCurve(to p: CGPoint, control c: CGPoint, transform t: CGAffineTransform = .identity) {
        path.addQuadCurve(to: p.applying(t), control: c.applying(t))
    }
    public func addCurve(
        to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint, transform t: CGAffineTransform = .identity
    ) {
        path.addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform t: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
                    clockwise: clockwise, transform: t)
    }
    public func addPath(_ other: CGPath, transform t: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: t)
    }
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
