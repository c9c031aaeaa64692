import Foundation

nonisolated extension Shape {
    /// The shape's path for a frame in root coordinates. As in SwiftUI, the shape
    /// itself sees its own coordinate space (origin at the frame's top-left), so
    /// shapes written as `rect.width / 2` and plain `Path` values drawn from (0, 0)
    /// land inside their frame.
    func placedPath(in frame: CGRect) -> Path {
        let local = shape(sizeOnly: frame)
        let path = path(in: local)
        return frame.origin == .zero ? path : path.offsetBy(dx: frame.minX, dy: frame.minY)
    }

    private func shape(sizeOnly frame: CGRect) -> CGRect { CGRect(origin: .zero, size: frame.size) }
}
