// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7405971d3b AnimationState.subscript<K>(_: K.Type) where K : AnimationStateKey
@MainActor func use_7405971d3b<Value: VectorArithmetic, K: AnimationStateKey>(
    _ subject: AnimationState<Value>,
    _ generics: (Value, K).Type
) {
    var subject = subject
    let _: K.Value = subject[sample() as K.Type]
    subject[sample() as K.Type] = sample() as K.Value
}
