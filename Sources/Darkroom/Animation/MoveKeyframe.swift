import Foundation

/// A keyframe that jumps to its value at once.
nonisolated public struct MoveKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// The value at the keyframe.
    public let to: Value
    /// A keyframe that moves to `to` immediately.
    public init(_ to: Value) { self.to = to }
    /// A keyframe is its own content.
    public var body: Self { return self }
    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(KeyframeSegment(to: to, duration: 0, kind: .move))
    }
}
