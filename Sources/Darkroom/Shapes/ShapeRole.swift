import Foundation

/// What a shape is for, as SwiftUI's `ShapeRole`: a style can draw a separator differently from a fill.
nonisolated public enum ShapeRole: Sendable, Hashable {
    /// A shape that is filled.
    case fill
    /// A shape that is stroked.
    case stroke
    /// A shape that separates content (a divider).
    case separator
}

/// Whether a shape mirrors in a right-to-left layout, as SwiftUI's `LayoutDirectionBehavior`.
///
/// Darkroom reports a shape's behaviour; it draws shapes unmirrored in every layout direction (see
/// docs/support.md).
nonisolated public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// The shape draws the same in both directions.
    case fixed
    /// The shape mirrors when the layout direction is `layoutDirection`.
    case mirrors(in: LayoutDirection)
    /// The shape mirrors in a right-to-left layout.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

// The symmetric shapes draw the same either way.
extension Rectangle {
    /// A rectangle is the same mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
extension RoundedRectangle {
    /// A rounded rectangle is the same mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
extension Capsule {
    /// A capsule is the same mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
extension Ellipse {
    /// An ellipse is the same mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
extension Circle {
    /// A circle is the same mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

// A transformed shape has its shape's role and behaviour.
extension OffsetShape {
    /// The moved shape's role.
    public static var role: ShapeRole { Content.role }
    /// The moved shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
extension ScaledShape {
    /// The scaled shape's role.
    public static var role: ShapeRole { Content.role }
    /// The scaled shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
extension RotatedShape {
    /// The rotated shape's role.
    public static var role: ShapeRole { Content.role }
    /// The rotated shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
extension TransformedShape {
    /// The transformed shape's role.
    public static var role: ShapeRole { Content.role }
    /// The transformed shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
