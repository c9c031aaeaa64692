import Foundation

/// The shape of the containing view (a widget's or a scroll view's); with no
/// container here, a rectangle, as SwiftUI draws it outside a container.
nonisolated public struct ContainerRelativeShape: InsettableShape {
    var inset: CGFloat = 0
    /// Creates the container-relative shape (a rectangle, as there is no container here).
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var s = self
        s.inset += amount
        return s
    }
}
