import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    /// A rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var s = self; s.insetAmount += amount; return s }
}
