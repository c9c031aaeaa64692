import Foundation

/// A keyframe reached by a spring.
nonisolated public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// The value at the keyframe.
    public let to: Value
    /// A keyframe reaching `to` by a spring.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
    }
}
