import Foundation

#if !canImport(CoreGraphics)
/// An affine transformation matrix, as Core Graphics defines it.
///
/// Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but not this type;
/// Darkroom supplies it with Core Graphics' conventions: a point `(x, y)` maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`, and `concatenating(t)` applies `self` first.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Scales x (with `b`, `c`, `d`: the linear part).
    public var a: CGFloat
    /// Shears y by x.
    public var b: CGFloat
    /// Shears x by y.
    public var c: CGFloat
    /// Scales y.
    public var d: CGFloat
    /// Translates x.
    public var tx: CGFloat
    /// Translates y.
    public var ty: CGFloat

    /// A matrix from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    /// The identity.
    public init() { self = .identity }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `tx`, `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A scale by `sx`, `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians (clockwise on a y-down screen).
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = (sin(angle), cos(angle))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t`.
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                          c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                          tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    /// A translation by `x`, `y` applied before `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// A scale by `x`, `y` applied before `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    /// A rotation by `angle` radians applied before `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// The inverse, or `self` unchanged when the matrix is singular (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
    /// The six entries, for logs and test messages.
    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

extension CGPoint {
    /// The point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through `t`'s linear part (translation ignored), as Core Graphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let s = standardized
        let pts = [CGPoint(x: s.minX, y: s.minY), CGPoint(x: s.maxX, y: s.minY),
                   CGPoint(x: s.minX, y: s.maxY), CGPoint(x: s.maxX, y: s.maxY)].map { $0.applying(t) }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
#endif
