import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    /// A rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var s = self; s.insetAmount += amount; return s }
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: InsettableShape, Sendable {
    /// The corners' radii along x and y.
    public var cornerSize: CGSize
    /// Circular or continuous corners (both drawn as circular arcs here).
    /// Circular or continuous ends (both drawn as semicircles here).
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    /// A rounded rectangle with circular corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let size = CGSize(
            width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: r, cornerSize: size, style: style)
    }
    public func inset(by amount: CGFloat) -> RoundedRectangle { var s = self; s.insetAmount += amount; return s }
}

/// A circle centred on the frame of the view containing it, as large as fits.
nonisolated public struct Circle: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    /// A circle.
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = max(0, min(rect.width, rect.height) - 2 * insetAmount)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func inset(by amount: CGFloat) -> Circle { var s = self; s.insetAmount += amount; return s }
}

/// An ellipse aligned inside the frame of the view containing it.
nonisolated public struct Ellipse: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    /// An ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { var s = self; s.insetAmount += amount; return s }
}

/// A capsule: a rectangle whose shorter sides are semicircles.
nonisolated public struct Capsule: InsettableShape, Sendable {
    /// The style of the rounded ends; accepted for source compatibility: Darkroom draws circular ends for both styles.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// A capsule with `style` ends.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerRadius: radius, style: .circular)
    }
    public func inset(by amount: CGFloat) -> Capsule { var s = self; s.insetAmount += amount; return s }
}
