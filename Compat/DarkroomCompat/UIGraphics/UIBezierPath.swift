#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// Corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The corners as bits, in UIKit's order.
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (y down, as on screen).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with its own line width and fill rule, as UIKit's `UIBezierPath`
/// (the rounded-corner `Shape` of countless SwiftUI projects is built on it).
/// `fill()` and `stroke()` paint into the current `UIGraphics` context.
open class UIBezierPath {
    /// The outline, in the coordinates it was built in (y down, as UIKit draws).
    public private(set) var path: Path
    /// The stroke width in points (1 by default).
    open var lineWidth: CGFloat = 1
    /// How open ends of strokes are drawn.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners of strokes are drawn.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter, in line widths, before a corner is bevelled.
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` and `addClip()` use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public init() { path = Path() }
    /// A closed rectangle.
    public init(rect: CGRect) { path = Path(rect) }
    /// An ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
    /// A path with a Core Graphics path's elements.
    public init(cgPath: CGPath) { path = Path(cgPath) }
    /// A rounded rectangle with circular corners of `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }
    /// A rectangle with only some corners rounded (UIKit rounds with the radii' width, capped at half a side).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width.isFinite ? cornerRadii.width : 0, r.width / 2, r.height / 2))
        func rad(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? radius : 0 }
        let radii = RectangleCornerRadii(
            topLeading: rad(.topLeft), bottomLeading: rad(.bottomLeft),
            bottomTrailing: rad(.bottomRight), topTrailing: rad(.topRight)
        )
        path = Path.roundedRect(r, radii: radii)
    }
    /// A circular arc (angles in radians from the +x axis; `clockwise` on screen, y down).
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path as a Core Graphics path.
    open var cgPath: CGPath { path.cgPath }
    /// The smallest rectangle holding every point, control points excluded.
    open var bounds: CGRect { path.boundingRect }
    /// Where the next segment starts; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A straight segment to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A quadratic Bézier segment to `point`.
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: point, control: controlPoint)
    }
    /// A cubic Bézier segment to `point`.
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds an arc; UIKit's `clockwise` is clockwise on a y-down screen (SwiftUI's `clockwise: false`).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    /// Closes the current subpath with a line to its start.
    open func close() { path.closeSubpath() }
    /// Empties the path; line settings stay.
    open func removeAllPoints() { path = Path() }
    /// Adds another path's subpaths (not its line settings).
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// The same outline traced the other way (each subpath reversed), as UIKit's `reversing()`.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path = Self.reversed(path)
        reversed.lineWidth = lineWidth
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        return reversed
    }

    /// Fills the path in the current context with its fill colour.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
    /// Fills with a blend mode and opacity.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }
    /// Strokes the path in the current context with its stroke colour and this path's line settings.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }
    /// Clips the current context to the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Each subpath traced backwards: same points, curves with their control points swapped.
    static func reversed(_ path: Path) -> Path {
        var result = Path()
        var subpath: [Path.Element] = []
        var start: CGPoint?
        func flush(closed: Bool) {
            guard let first = start else { return }
            var points: [CGPoint] = [first]
            for e in subpath {
                switch e {
                case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): points.append(p)
                default: break
                }
            }
            result.move(to: points[points.count - 1])
            for (i, e) in subpath.enumerated().reversed() {
                let target = points[i]
                switch e {
                case .line: result.addLine(to: target)
                case .quadCurve(_, let c): result.addQuadCurve(to: target, control: c)
                case .curve(_, let c1, let c2): result.addCurve(to: target, control1: c2, control2: c1)
                default: break
                }
            }
            if closed { result.closeSubpath() }
            subpath = []
            start = nil
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                flush(closed: false)
                start = p
            case .closeSubpath: flush(closed: true)
            default: subpath.append(e)
            }
        }
        flush(closed: false)
        return result
    }
}
#endif
