import Foundation

/// A keyframe that jumps to its value at once.
nonisolated public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// The value at the keyframe.
    public let to: Value
    /// A keyframe that moves to `to` immediately.
    public init(_ to: Value) { self.to = to }
}
