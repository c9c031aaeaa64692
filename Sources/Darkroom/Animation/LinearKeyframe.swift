import Foundation

/// A keyframe reached along a straight line in value.
nonisolated public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// The value at the keyframe.
    public let to: Value
    /// A keyframe reaching `to` after `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) { self.to = to }
}
