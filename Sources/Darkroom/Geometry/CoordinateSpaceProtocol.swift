import Foundation

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
