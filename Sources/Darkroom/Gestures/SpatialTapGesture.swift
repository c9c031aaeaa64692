import Foundation

/// A tap reporting where it landed, as SwiftUI's `SpatialTapGesture`.
nonisolated public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// How many taps end the gesture.
    public var count: Int
    /// The space tap locations are reported in.
    public var coordinateSpace: CoordinateSpace
    /// A gesture of `count` taps reporting locations in `coordinateSpace`; it never fires in a render.
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count; self.coordinateSpace = coordinateSpace
    }
    /// A gesture of `count` taps reporting locations in `coordinateSpace`; it never fires in a render.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}
