// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u08a01e5f07 View.keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable, content:
//   (PlaceholderContentView<Self>, Value) -> some View, keyframes: (Value) -> some Keyframes<Value>)
@MainActor func use_08a01e5f07<Self_: View, Value, Opaque1: Equatable, Opaque2: View, Opaque3: Keyframes<Value>>(
    _ subject: Self_,
    _ generics: (Self_, Value, Opaque1, Opaque2, Opaque3).Type
) {
    _ = subject.keyframeAnimator(
        initialValue: sample() as Value,
        trigger: sample() as Opaque1,
        content: sample() as @Sendable (PlaceholderContentView<Self_>, Value) -> Opaque2,
        keyframes: sample() as (Value) -> Opaque3
    ) as any View
    _ = subject.keyframeAnimator(
        initialValue: sample() as Value,
        trigger: sample() as Opaque1,
        content: { (_: PlaceholderContentView<Self_>, _: Value) in Text(""); Text("") },
        keyframes: sample() as (Value) -> Opaque3
    )
}

// u9e7c8fe348 View.keyframeAnimator<Value>(initialValue: Value, repeating: Bool, content:
//   (PlaceholderContentView<Self>, Value) -> some View, keyframes: (Value) -> some Keyframes<Value>)
@MainActor func use_9e7c8fe348<Self_: View, Value, Opaque1: View, Opaque2: Keyframes<Value>>(
    _ subject: Self_,
    _ generics: (Self_, Value, Opaque1, Opaque2).Type
) {
    _ = subject.keyframeAnimator(
        initialValue: sample() as Value,
        repeating: sample() as Bool,
        content: sample() as @Sendable (PlaceholderContentView<Self_>, Value) -> Opaque1,
        keyframes: sample() as (Value) -> Opaque2
    ) as any View
    _ = subject.keyframeAnimator(
        initialValue: sample() as Value,
        content: sample() as @Sendable (PlaceholderContentView<Self_>, Value) -> Opaque1,
        keyframes: sample() as (Value) -> Opaque2
    ) as any View
    _ = subject.keyframeAnimator(
        initialValue: sample() as Value,
        repeating: sample() as Bool,
        content: { (_: PlaceholderContentView<Self_>, _: Value) in Text(""); Text("") },
        keyframes: sample() as (Value) -> Opaque2
    )
}
