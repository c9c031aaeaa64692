// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9acd02dd01 KeyframeAnimator.init(initialValue: Value, trigger: some Equatable, content: (Value) -> Content,
//   keyframes: (Value) -> KeyframePath)
@MainActor func use_9acd02dd01<Value, KeyframePath: Keyframes, Content: View, Opaque1: Equatable>(
    _ generics: (Value, KeyframePath, Content, Opaque1).Type
) where Value == KeyframePath.Value {
    let _: KeyframeAnimator<Value, KeyframePath, Content> = KeyframeAnimator(
        initialValue: sample() as Value,
        trigger: sample() as Opaque1,
        content: sample() as (Value) -> Content,
        keyframes: sample() as (Value) -> KeyframePath
    )
    let _: KeyframeAnimator<Value, KeyframePath, _> = KeyframeAnimator(
        initialValue: sample() as Value,
        trigger: sample() as Opaque1,
        content: { (_: Value) in Text(""); Text("") },
        keyframes: sample() as (Value) -> KeyframePath
    )
}

// u87c09501bb KeyframeAnimator.init(initialValue: Value, repeating: Bool, content: (Value) -> Content, keyframes:
//   (Value) -> KeyframePath)
@MainActor func use_87c09501bb<Value, KeyframePath: Keyframes, Content: View>(
    _ generics: (Value, KeyframePath, Content).Type
) where Value == KeyframePath.Value {
    let _: KeyframeAnimator<Value, KeyframePath, Content> = KeyframeAnimator(
        initialValue: sample() as Value,
        repeating: sample() as Bool,
        content: sample() as (Value) -> Content,
        keyframes: sample() as (Value) -> KeyframePath
    )
    let _: KeyframeAnimator<Value, KeyframePath, Content> = KeyframeAnimator(
        initialValue: sample() as Value,
        content: sample() as (Value) -> Content,
        keyframes: sample() as (Value) -> KeyframePath
    )
    let _: KeyframeAnimator<Value, KeyframePath, _> = KeyframeAnimator(
        initialValue: sample() as Value,
        repeating: sample() as Bool,
        content: { (_: Value) in Text(""); Text("") },
        keyframes: sample() as (Value) -> KeyframePath
    )
}
