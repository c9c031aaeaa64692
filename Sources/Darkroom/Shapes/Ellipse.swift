import Foundation

/// An ellipse aligned inside the frame of the view containing it.
nonisolated public struct Ellipse: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    /// An ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { var s = self; s.insetAmount += amount; return s }
}
