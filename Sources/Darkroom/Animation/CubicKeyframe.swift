import Foundation

/// A keyframe reached along a cubic curve.
nonisolated public struct CubicKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// The value at the keyframe.
    public let to: Value
    let duration: TimeInterval
    /// A keyframe reaching `to` after `duration` seconds. Darkroom eases in and out; the velocities
    /// are accepted and not honoured.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to; self.duration = duration
    }
    /// A keyframe is its own content.
    public var body: Self { return self }
    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(KeyframeSegment(to: to, duration: max(duration, 0), kind: .cubic))
    }
}
