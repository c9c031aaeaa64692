import Foundation

/// A keyframe reached by a spring.
nonisolated public struct SpringKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// The value at the keyframe.
    public let to: Value
    let duration: TimeInterval?
    let spring: Spring
    /// A keyframe reaching `to` by a spring, for `duration` seconds (the spring's own duration when nil).
    /// Darkroom moves it as a critically damped spring; the start velocity is accepted and not honoured.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to; self.duration = duration; self.spring = spring
    }
    /// A keyframe is its own content.
    public var body: Self { return self }
    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        let d = max(duration ?? spring.duration, 0)
        resolved.segments.append(KeyframeSegment(to: to, duration: d, kind: .spring(spring)))
    }
}
