import Foundation

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// As in SwiftUI it takes all the space it is offered and places its content at
/// its top-leading corner. A renderer has no safe area, so `safeAreaInsets` is zero.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Makes the content from the reader's size and coordinate spaces.
    public var content: (GeometryProxy) -> Content
    /// A reader whose content `content` makes from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody("GeometryReader") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = nil
        let content = self.content
        return GeometryReaderNode(context: inner) { proxy in Resolver.children(of: content(proxy), inner) }
    }
}

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

/// A resolved coordinate space.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The render's root: the picture's top-left corner.
    case global
    /// The view's own space.
    case local
    /// The space a `coordinateSpace(name:)` modifier named.
    case named(AnyHashable)
}

/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {
    /// The resolved space.
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space, created with `.named(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}
/// The root coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The root space.
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}
/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The view's own space.
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a `coordinateSpace(name:)` modifier named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The render's root space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
