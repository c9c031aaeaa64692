import Foundation

// Shape modifiers that return shapes, as SwiftUI declares them, so they chain:
// `Circle().trim(from: 0, to: 0.7).rotation(.degrees(-90)).stroke(…)`. Each moves the outline within the
// shape's frame and leaves the frame as it is (the view is laid out where the unmodified shape would be), as
// Apple draws them. A stroked shape stays stroked through them.

nonisolated extension Shape {
    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// The shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    /// The shape moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
    /// The shape scaled by `x` and `y` around `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// The shape scaled by `scale` around `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// The shape rotated by `angle` around `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// The shape transformed by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// A transform about a unit point of a rectangle: move the point to the origin, apply, move it back.
nonisolated private func pivoting(_ t: CGAffineTransform, about anchor: UnitPoint, in rect: CGRect)
    -> CGAffineTransform
{
    let pivot = anchor.point(in: rect)
    return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
        .concatenating(t)
        .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
}

/// A shape with a translation applied to its outline, as SwiftUI's `OffsetShape`.
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far it moves.
    public var offset: CGSize
    /// `shape` moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    @_spi(Engine) public var _strokeStyle: StrokeStyle? { shape._strokeStyle }
}

/// A shape with a scale applied to its outline, as SwiftUI's `ScaledShape`.
nonisolated public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of the frame that stays in place.
    public var anchor: UnitPoint
    /// `shape` scaled by `scale` around `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let scaling = CGAffineTransform(scaleX: scale.width, y: scale.height)
        return shape.path(in: rect).applying(pivoting(scaling, about: anchor, in: rect))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    @_spi(Engine) public var _strokeStyle: StrokeStyle? { shape._strokeStyle }
}

/// A shape with a rotation applied to its outline, as SwiftUI's `RotatedShape`.
nonisolated public struct RotatedShape<Content: Shape>: Shape {
    /// The shape rotated.
    public var shape: Content
    /// The rotation, clockwise on screen for positive angles.
    public var angle: Angle
    /// The point of the frame the shape turns around.
    public var anchor: UnitPoint
    /// `shape` rotated by `angle` around `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let rotating = CGAffineTransform(rotationAngle: CGFloat(angle.radians))
        return shape.path(in: rect).applying(pivoting(rotating, about: anchor, in: rect))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    @_spi(Engine) public var _strokeStyle: StrokeStyle? { shape._strokeStyle }
}

/// A shape with an affine transform applied to its outline, as SwiftUI's `TransformedShape`.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform, applied in the frame's coordinates.
    public var transform: CGAffineTransform
    /// `shape` transformed by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    @_spi(Engine) public var _strokeStyle: StrokeStyle? { shape._strokeStyle }
}

// Inset shapes stay insettable through an offset, a rotation or a scale (`strokeBorder` still works), as Apple
// declares.
extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The moved shape inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The rotated shape inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension ScaledShape: InsettableShape where Content: InsettableShape {
    /// The scaled shape inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
        ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
    }
}
