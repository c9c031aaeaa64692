import Foundation

/// A normalized 2D point in a view's coordinate space (0…1 on each axis).
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position: 0 is the leading edge, 1 the trailing edge.
    public var x: CGFloat
    /// The vertical position: 0 is the top, 1 the bottom.
    public var y: CGFloat
    /// The top-leading corner.
    public init() { x = 0; y = 0 }
    /// A point at fractions `x` and `y` of a view's width and height.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    /// (0, 0), the top-leading corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
