// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u950ec4c5b5 AnimationState
@MainActor func use_950ec4c5b5<Value: VectorArithmetic>(_ generics: (Value).Type) {
    let _: Any.Type = AnimationState<Value>.self
}
