import Foundation

/// A two-finger rotation, as SwiftUI's `RotationGesture`.
nonisolated public struct RotationGesture: Gesture {
    public typealias Value = Angle
    /// The rotation needed before the gesture begins.
    public var minimumAngleDelta: Angle
    /// A rotation; it never fires in a render.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
