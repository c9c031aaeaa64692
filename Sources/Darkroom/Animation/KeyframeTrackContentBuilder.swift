import Foundation

/// Collects the keyframes of a `KeyframeTrack`, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> where Value: Animatable {
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
        Conditional(storage: .first(component))
    }
    /// The second branch of an `if`-`else` or `switch`.
    public static func buildEither<First, Second>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
          First.Value == Second.Value {
        Conditional(storage: .second(component))
    }
    /// The first keyframe of a block.
    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent { first }
    /// The keyframes so far, then the next.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }
    /// An empty block: no keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> { EmptyKeyframeTrackContent<Value>() }
}

extension KeyframeTrackContentBuilder {
    /// The keyframes of one branch of an `if`-`else` or `switch`.
    public struct Conditional<ConditionalValue, First, Second>: KeyframeTrackContent
    where ConditionalValue == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
          First.Value == Second.Value {
        /// The animated value's type.
        public typealias Value = ConditionalValue
        enum Storage {
            case first(First)
            case second(Second)
        }
        let storage: Storage
        /// A branch is its own content.
        public var body: Self { return self }
        /// Appends the keyframes of the branch taken.
        public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<ConditionalValue>) {
            switch storage {
            case .first(let c): c._resolve(into: &resolved)
            case .second(let c): c._resolve(into: &resolved)
            }
        }
    }
}

/// Keyframes one after another.
struct KeyframeTrackContentPair<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First
    let second: Second
    var body: Self { return self }
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        first._resolve(into: &resolved)
        second._resolve(into: &resolved)
    }
}

/// The keyframes of a loop.
struct KeyframeTrackContentArray<Element: KeyframeTrackContent>: KeyframeTrackContent {
    typealias Value = Element.Value
    let elements: [Element]
    var body: Self { return self }
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        for element in elements { element._resolve(into: &resolved) }
    }
}

/// No keyframes.
struct EmptyKeyframeTrackContent<Value: Animatable>: KeyframeTrackContent {
    var body: Self { return self }
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {}
}
