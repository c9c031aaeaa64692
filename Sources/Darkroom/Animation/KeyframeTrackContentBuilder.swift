import Foundation

/// The keyframes of one track, collected by `KeyframeTrackContentBuilder`.
nonisolated public struct KeyframeTrackContentList<Value>: KeyframeTrackContent {
    let count: Int
}

/// Collects the keyframes of a `KeyframeTrack`.
@resultBuilder
nonisolated public enum KeyframeTrackContentBuilder<Value> {
    /// Takes a single keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeTrackContentList<Value>
        where K.Value == Value {
        KeyframeTrackContentList(count: 1)
    }
    /// Combines the keyframes of a block, in order.
    public static func buildBlock(_ parts: KeyframeTrackContentList<Value>...) -> KeyframeTrackContentList<Value> {
        KeyframeTrackContentList(count: parts.reduce(0) { $0 + $1.count })
    }
    /// Takes the keyframes of an `if` without `else`, or none when the condition is false.
    public static func buildOptional(_ part: KeyframeTrackContentList<Value>?) -> KeyframeTrackContentList<Value> {
        part ?? KeyframeTrackContentList(count: 0)
    }
    /// Takes the keyframes of the first branch of an `if`-`else` or `switch`.
    public static func buildEither(first: KeyframeTrackContentList<Value>) -> KeyframeTrackContentList<Value> { first }
    /// Takes the keyframes of the second branch of an `if`-`else` or `switch`.
    public static func buildEither(second: KeyframeTrackContentList<Value>) -> KeyframeTrackContentList<Value> {
        second
    }
    /// Combines the keyframes of a `for`-`in` loop.
    public static func buildArray(_ parts: [KeyframeTrackContentList<Value>]) -> KeyframeTrackContentList<Value> {
        KeyframeTrackContentList(count: parts.reduce(0) { $0 + $1.count })
    }
}
