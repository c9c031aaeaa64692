// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7705f2bb64 AnimationContext
@MainActor func use_7705f2bb64<Value: VectorArithmetic>(_ generics: (Value).Type) {
    let _: Any.Type = AnimationContext<Value>.self
}
