// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9ac719aa81 AnimationState.init()
@MainActor func use_9ac719aa81<Value: VectorArithmetic>(_ generics: (Value).Type) {
    let _: AnimationState<Value> = AnimationState()
}
