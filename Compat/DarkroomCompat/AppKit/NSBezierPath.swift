#if !(canImport(AppKit) && canImport(SwiftUI))
import Foundation

/// AppKit's path type, `NSBezierPath`: the same class as `UIBezierPath` here, with AppKit's
/// spellings added (`line(to:)`, `curve(to:controlPoint1:controlPoint2:)`, `appendRect`…), so
/// drawing code of either kit draws into the current context the same way.
public typealias NSBezierPath = UIBezierPath

extension UIBezierPath {
    /// A rounded rectangle with corner radii on each axis (AppKit's initializer; the
    /// smaller radius is used, as the corners are circular here).
    public convenience init(roundedRect rect: NSRect, xRadius: CGFloat, yRadius: CGFloat) {
        self.init(roundedRect: rect, cornerRadius: min(xRadius, yRadius))
    }
    /// Adds a straight line to `point`.
    public func line(to point: NSPoint) { addLine(to: point) }
    /// Adds a cubic curve to `endPoint`.
    public func curve(to endPoint: NSPoint, controlPoint1: NSPoint, controlPoint2: NSPoint) {
        addCurve(to: endPoint, controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }
    /// Adds a line by an offset from the current point.
    public func relativeLine(to point: NSPoint) {
        addLine(to: NSPoint(x: currentPoint.x + point.x, y: currentPoint.y + point.y))
    }
    /// Starts a subpath at an offset from the current point.
    public func relativeMove(to point: NSPoint) {
        move(to: NSPoint(x: currentPoint.x + point.x, y: currentPoint.y + point.y))
    }
    /// Appends a rectangle.
    public func appendRect(_ rect: NSRect) { append(UIBezierPath(rect: rect)) }
    /// Appends an oval inscribed in `rect`.
    public func appendOval(in rect: NSRect) { append(UIBezierPath(ovalIn: rect)) }
    /// Appends a rounded rectangle.
    public func appendRoundedRect(_ rect: NSRect, xRadius: CGFloat, yRadius: CGFloat) {
        append(UIBezierPath(roundedRect: rect, xRadius: xRadius, yRadius: yRadius))
    }
    /// Closes the current subpath (AppKit's name).
    public func closePath() { close() }
    /// Applies a transform (AppKit's name).
    public func transform(using transform: AffineTransform) {
        apply(CGAffineTransform(a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22,
                                tx: transform.tX, ty: transform.tY))
    }
    /// Fills `rect` with the current fill colour (AppKit's class method).
    public class func fill(_ rect: NSRect) { UIBezierPath(rect: rect).fill() }
    /// Strokes `rect` with the current stroke colour.
    public class func stroke(_ rect: NSRect) { UIBezierPath(rect: rect).stroke() }
}

extension CGRect {
    /// Fills the rectangle with the current fill colour, as AppKit's `NSRect.fill(using:)`.
    public func fill(using operation: NSCompositingOperation = .sourceOver) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState()
        if operation == .copy { c.setBlendMode(.copy) }
        c.fill(self)
        c.restoreGState()
    }
    /// Strokes a frame of `width` inside the rectangle, as AppKit's `NSRect.frame(withWidth:using:)`.
    public func frame(withWidth width: CGFloat = 1, using operation: NSCompositingOperation = .sourceOver) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.stroke(insetBy(dx: width / 2, dy: width / 2), width: width)
    }
}

/// Fills a rectangle with the current fill colour, as AppKit's `NSRectFill`.
public func NSRectFill(_ rect: NSRect) { rect.fill() }
#endif
