import Foundation

/// A gesture that reports every spatial event as it happens, as SwiftUI's `SpatialEventGesture`.
/// Like every gesture, it never fires in a still frame: `action` is kept and never called.
public struct SpatialEventGesture: Gesture {
    /// The gesture reports through `action`, not through a value.
    public typealias Value = ()
    /// The space event locations are given in.
    public let coordinateSpace: CoordinateSpace
    /// What runs for each batch of events.
    public let action: (SpatialEventCollection) -> Void

    /// A gesture reporting events in `coordinateSpace` to `action`.
    public init(coordinateSpace: any CoordinateSpaceProtocol = .local,
                action: @escaping (SpatialEventCollection) -> Void) {
        self.coordinateSpace = coordinateSpace.coordinateSpace
        self.action = action
    }

    /// The gesture this one is built on: a gesture with no value, as on Apple platforms.
    public var internalBody: some Gesture<()> { AnyGesture<()>() }
}
