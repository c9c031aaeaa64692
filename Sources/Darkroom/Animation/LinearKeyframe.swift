import Foundation

/// A keyframe reached along a straight line in value, timed by a unit curve.
nonisolated public struct LinearKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// The value at the keyframe.
    public let to: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve
    /// A keyframe reaching `to` after `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to; self.duration = duration; self.timingCurve = timingCurve
    }
    /// A keyframe is its own content.
    public var body: Self { return self }
    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(KeyframeSegment(to: to, duration: max(duration, 0), kind: .linear(timingCurve)))
    }
}
