import Foundation

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
