import Foundation

nonisolated extension Shape {
    /// The same shape, its path made in a rectangle of `size` at the frame's origin rather than in the whole frame,
    /// as SwiftUI's `size(_:)` (iOS 17); the view's layout is that of the unmodified shape.
    public func size(_ size: CGSize) -> some Shape { SizedShape(shape: self, size: size) }
    /// The same shape, its path made in a `width` × `height` rectangle at the frame's origin.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}

/// A shape whose path is made in a rectangle of a fixed size.
nonisolated struct SizedShape<Content: Shape>: Shape {
    var shape: Content
    var size: CGSize
    func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}
