import Foundation

/// A proxy for access to the size and coordinate space of a `GeometryReader`.
public struct GeometryProxy: Sendable {
    /// The size of the container view.
    public let size: CGSize
    let globalFrame: CGRect
    let namedSpaces: NamedSpaces

    /// The safe area of the container: a renderer has none.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The container's bounds converted to a coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            // An unknown name measures against the root, as SwiftUI falls back to global.
            guard let space = namedSpaces.frames[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }
    /// The container's bounds in a coordinate space (the iOS 17 spelling).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
    /// The container's bounds in a coordinate space, or nil if unknown.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedSpaces.frames[coordinateSpace.name] else { return nil }
        return CGRect(
            origin: CGPoint(x: space.minX - globalFrame.minX, y: space.minY - globalFrame.minY), size: space.size)
    }
}
