import Foundation

/// The tracks of a keyframe animation, collected by `KeyframesBuilder`.
nonisolated public struct KeyframeList<Value>: Keyframes {
    let trackCount: Int
}

/// Collects the tracks of a keyframe animation.
@resultBuilder
nonisolated public enum KeyframesBuilder<Value> {
    /// Takes a single track.
    public static func buildExpression<K: Keyframes>(_ track: K) -> KeyframeList<Value> where K.Value == Value {
        KeyframeList(trackCount: 1)
    }
    /// Combines the tracks of a block.
    public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> {
        KeyframeList(trackCount: parts.reduce(0) { $0 + $1.trackCount })
    }
    /// Takes the tracks of an `if` without `else`, or none when the condition is false.
    public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> {
        part ?? KeyframeList(trackCount: 0)
    }
    /// Takes the tracks of the first branch of an `if`-`else` or `switch`.
    public static func buildEither(first: KeyframeList<Value>) -> KeyframeList<Value> { first }
    /// Takes the tracks of the second branch of an `if`-`else` or `switch`.
    public static func buildEither(second: KeyframeList<Value>) -> KeyframeList<Value> { second }
}
