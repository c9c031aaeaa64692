// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u92c3b384dc static KeyframesBuilder.buildExpression<K>(_: K) where Value == K.Value, K : KeyframeTrackContent
@MainActor func use_92c3b384dc<K: KeyframeTrackContent>(_ generics: (K).Type) {
    let _: K = KeyframesBuilder<K.Value>.buildExpression(sample() as K)
}

// u6ba9ff4e43 static KeyframesBuilder.buildArray(_: [some KeyframeTrackContent<Value>])
@MainActor func use_6ba9ff4e43<Value, Opaque1: KeyframeTrackContent<Value>>(_ generics: (Value, Opaque1).Type) {
    _ = KeyframesBuilder<Value>.buildArray(sample() as [Opaque1]) as any KeyframeTrackContent<Value>
}

// uc4858c514e static KeyframesBuilder.buildEither<First, Second>(first: First) where Value == First.Value, First :
//   KeyframeTrackContent, Second : KeyframeTrackContent, First.Value == Second.Value
@MainActor func use_c4858c514e<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    _ generics: (First, Second).Type
) where First.Value == Second.Value {
    let _: KeyframeTrackContentBuilder<First.Value>.Conditional<
        First.Value,
        First,
        Second
    > = KeyframesBuilder<First.Value>.buildEither(first: sample() as First)
}

// ue14be0f807 static KeyframesBuilder.buildEither<First, Second>(second: Second) where Value == First.Value, First :
//   KeyframeTrackContent, Second : KeyframeTrackContent, First.Value == Second.Value
@MainActor func use_e14be0f807<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    _ generics: (First, Second).Type
) where First.Value == Second.Value {
    let _: KeyframeTrackContentBuilder<First.Value>.Conditional<
        First.Value,
        First,
        Second
    > = KeyframesBuilder<First.Value>.buildEither(second: sample() as Second)
}

// u688ef2b5d3 static KeyframesBuilder.buildPartialBlock<K>(first: K) where Value == K.Value, K : KeyframeTrackContent
@MainActor func use_688ef2b5d3<K: KeyframeTrackContent>(_ generics: (K).Type) {
    let _: K = KeyframesBuilder<K.Value>.buildPartialBlock(first: sample() as K)
}

// uc2000aa982 static KeyframesBuilder.buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some
//   KeyframeTrackContent<Value>)
@MainActor func use_c2000aa982<Value, Opaque1: KeyframeTrackContent<Value>, Opaque2: KeyframeTrackContent<Value>>(
    _ generics: (Value, Opaque1, Opaque2).Type
) {
    _ = KeyframesBuilder<Value>.buildPartialBlock(
        accumulated: sample() as Opaque1,
        next: sample() as Opaque2
    ) as any KeyframeTrackContent<Value>
}

// u500dadd515 static KeyframesBuilder.buildBlock() where Value : Animatable
@MainActor func use_500dadd515<Value: Animatable>(_ generics: (Value).Type) {
    _ = KeyframesBuilder<Value>.buildBlock() as any KeyframeTrackContent<Value>
}

// uc667185bc1 static KeyframesBuilder.buildFinalResult<Content>(_: Content) where Value == Content.Value, Content :
//   KeyframeTrackContent
@MainActor func use_c667185bc1<Content: KeyframeTrackContent>(_ generics: (Content).Type) {
    let _: KeyframeTrack<
        Content.Value,
        Content.Value,
        Content
    > = KeyframesBuilder<Content.Value>.buildFinalResult(sample() as Content)
}

// u93f6361baa static KeyframesBuilder.buildExpression<Content>(_: Content) where Value == Content.Value, Content :
//   Keyframes
@MainActor func use_93f6361baa<Content: Keyframes>(_ generics: (Content).Type) {
    let _: Content = KeyframesBuilder<Content.Value>.buildExpression(sample() as Content)
}

// ua48e5dedd9 static KeyframesBuilder.buildPartialBlock<Content>(first: Content) where Value == Content.Value, Content
//   : Keyframes
@MainActor func use_a48e5dedd9<Content: Keyframes>(_ generics: (Content).Type) {
    let _: Content = KeyframesBuilder<Content.Value>.buildPartialBlock(first: sample() as Content)
}

// u662e5ab12f static KeyframesBuilder.buildPartialBlock(accumulated: some Keyframes<Value>, next: some
//   Keyframes<Value>)
@MainActor func use_662e5ab12f<Value, Opaque1: Keyframes<Value>, Opaque2: Keyframes<Value>>(
    _ generics: (Value, Opaque1, Opaque2).Type
) {
    _ = KeyframesBuilder<Value>.buildPartialBlock(
        accumulated: sample() as Opaque1,
        next: sample() as Opaque2
    ) as any Keyframes<Value>
}

// uaa3efe8024 static KeyframesBuilder.buildBlock()
@MainActor func use_aa3efe8024<Value>(_ generics: (Value).Type) {
    _ = KeyframesBuilder<Value>.buildBlock() as any Keyframes<Value>
}

// ucf9cc47898 static KeyframesBuilder.buildFinalResult<Content>(_: Content) where Value == Content.Value, Content :
//   Keyframes
@MainActor func use_cf9cc47898<Content: Keyframes>(_ generics: (Content).Type) {
    let _: Content = KeyframesBuilder<Content.Value>.buildFinalResult(sample() as Content)
}
