import Foundation

/// A keyframe reached along a cubic curve.
nonisolated public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// The value at the keyframe.
    public let to: Value
    /// A keyframe reaching `to` after `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
    }
}
