import Foundation

/// A two-finger rotation, as SwiftUI's `RotateGesture` (iOS 17).
nonisolated public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The rotation since the gesture began.
        public var rotation: Angle
        /// Rotation per second.
        public var velocity: Angle
        /// The gesture's starting point, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// The gesture's starting point, in the view's coordinates.
        public var startLocation: CGPoint
    }
    /// The rotation needed before the gesture begins.
    public var minimumAngleDelta: Angle
    /// A rotation; it never fires in a render.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
