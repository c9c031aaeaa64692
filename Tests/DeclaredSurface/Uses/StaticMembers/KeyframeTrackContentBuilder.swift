// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5f1501130d static KeyframeTrackContentBuilder.buildExpression<K>(_: K) where Value == K.Value, K :
//   KeyframeTrackContent
@MainActor func use_5f1501130d<K: KeyframeTrackContent>(_ generics: (K).Type) where K.Value : Animatable {
    let _: K = KeyframeTrackContentBuilder<K.Value>.buildExpression(sample() as K)
}

// u0405367a02 static KeyframeTrackContentBuilder.buildArray(_: [some KeyframeTrackContent<Value>])
@MainActor func use_0405367a02<Value: Animatable, Opaque1: KeyframeTrackContent<Value>>(
    _ generics: (Value, Opaque1).Type
) {
    _ = KeyframeTrackContentBuilder<Value>.buildArray(sample() as [Opaque1]) as any KeyframeTrackContent<Value>
}

// u2c1b3fc3b9 static KeyframeTrackContentBuilder.buildEither<First, Second>(first: First) where Value == First.Value,
//   First : KeyframeTrackContent, Second : KeyframeTrackContent, First.Value == Second.Value
@MainActor func use_2c1b3fc3b9<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    _ generics: (First, Second).Type
) where First.Value == Second.Value, First.Value : Animatable {
    let _: KeyframeTrackContentBuilder<First.Value>.Conditional<
        First.Value,
        First,
        Second
    > = KeyframeTrackContentBuilder<First.Value>.buildEither(first: sample() as First)
}

// ufb80678b46 static KeyframeTrackContentBuilder.buildEither<First, Second>(second: Second) where Value == First.Value,
//   First : KeyframeTrackContent, Second : KeyframeTrackContent, First.Value == Second.Value
@MainActor func use_fb80678b46<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    _ generics: (First, Second).Type
) where First.Value == Second.Value, First.Value : Animatable {
    let _: KeyframeTrackContentBuilder<First.Value>.Conditional<
        First.Value,
        First,
        Second
    > = KeyframeTrackContentBuilder<First.Value>.buildEither(second: sample() as Second)
}

// ue694d9066b static KeyframeTrackContentBuilder.buildPartialBlock<K>(first: K) where Value == K.Value, K :
//   KeyframeTrackContent
@MainActor func use_e694d9066b<K: KeyframeTrackContent>(_ generics: (K).Type) where K.Value : Animatable {
    let _: K = KeyframeTrackContentBuilder<K.Value>.buildPartialBlock(first: sample() as K)
}

// u666362505d static KeyframeTrackContentBuilder.buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next:
//   some KeyframeTrackContent<Value>)
@MainActor func use_666362505d<
    Value: Animatable,
    Opaque1: KeyframeTrackContent<Value>,
    Opaque2: KeyframeTrackContent<Value>
>(
    _ generics: (Value, Opaque1, Opaque2).Type
) {
    _ = KeyframeTrackContentBuilder<Value>.buildPartialBlock(
        accumulated: sample() as Opaque1,
        next: sample() as Opaque2
    ) as any KeyframeTrackContent<Value>
}

// uc4f5a73f8a static KeyframeTrackContentBuilder.buildBlock()
@MainActor func use_c4f5a73f8a<Value: Animatable>(_ generics: (Value).Type) {
    _ = KeyframeTrackContentBuilder<Value>.buildBlock() as any KeyframeTrackContent<Value>
}
