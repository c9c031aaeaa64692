// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3df8648379 AnimatablePair
@MainActor func use_3df8648379<First: VectorArithmetic, Second: VectorArithmetic>(_ generics: (First, Second).Type) {
    let _: Any.Type = AnimatablePair<First, Second>.self
}
