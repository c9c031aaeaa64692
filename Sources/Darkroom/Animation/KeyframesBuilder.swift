import Foundation

/// Collects the tracks of a keyframe animation, as SwiftUI's `KeyframesBuilder`. Keyframes written
/// directly in the builder (with no `KeyframeTrack`) animate the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A keyframe, as it is.
    public static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K: KeyframeTrackContent {
        expression
    }
    /// The keyframes of a `for`-`in` loop, in order.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
        -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentArray(elements: components)
    }
    /// The first branch of an `if`-`else` or `switch`.
    public static func buildEither<First, Second>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
          First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.Conditional(storage: .first(component))
    }
    /// The second branch of an `if`-`else` or `switch`.
    public static func buildEither<First, Second>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
          First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.Conditional(storage: .second(component))
    }
    /// The first keyframe of a block.
    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent { first }
    /// The keyframes so far, then the next.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }
    /// An empty block of keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        EmptyKeyframeTrackContent<Value>()
    }
    /// Keyframes written directly in the builder: one track animating the whole value.
    public static func buildFinalResult<Content>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Value == Content.Value, Content: KeyframeTrackContent {
        KeyframeTrack(content: component)
    }
    /// A track (or tracks), as it is.
    public static func buildExpression<Content>(_ expression: Content) -> Content
    where Value == Content.Value, Content: Keyframes {
        expression
    }
    /// The first track of a block.
    public static func buildPartialBlock<Content>(first: Content) -> Content
    where Value == Content.Value, Content: Keyframes {
        first
    }
    /// The tracks so far, then the next.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>)
        -> some Keyframes<Value> {
        KeyframesPair(first: accumulated, second: next)
    }
    /// An empty block: no tracks.
    public static func buildBlock() -> some Keyframes<Value> { EmptyKeyframes<Value>() }
    /// The tracks, as they are.
    public static func buildFinalResult<Content>(_ component: Content) -> Content
    where Value == Content.Value, Content: Keyframes {
        component
    }
}
