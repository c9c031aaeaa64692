// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud340b4ba4a AnimationState.subscript<K>(key: K.Type) where K : AnimationStateKey
@MainActor func use_d340b4ba4a<Value: VectorArithmetic, K: AnimationStateKey>(
    _ subject: AnimationState<Value>,
    _ generics: (K).Type
) {
    var subject = subject
    let _: K.Value = subject[key: sample() as K.Type]
    subject[key: sample() as K.Type] = sample() as K.Value
}
