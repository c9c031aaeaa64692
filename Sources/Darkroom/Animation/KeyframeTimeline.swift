import Foundation

/// Keyframes' values over time, as SwiftUI's `KeyframeTimeline`: what a keyframe animation shows at
/// any moment, computed without running it.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let resolved: _ResolvedKeyframes<Value>

    /// The timeline of `content`'s keyframes from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        var resolved = _ResolvedKeyframes<Value>()
        content()._resolve(into: &resolved, initialValue: initialValue, initialVelocity: nil)
        self.resolved = resolved
    }

    /// How long the longest track takes.
    public var duration: TimeInterval { resolved.tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in (the final value after the end).
    @MainActor public func value(time: Double) -> Value {
        var value = initialValue
        for track in resolved.tracks { track.apply(to: &value, at: time) }
        return value
    }

    /// The value `progress` (0…1) of the way through the timeline's duration.
    @MainActor public func value(progress: Double) -> Value { value(time: progress * duration) }
}
