// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u24ed1ece67 AnimatablePair.init(_: First, _: Second)
@MainActor func use_24ed1ece67<First: VectorArithmetic, Second: VectorArithmetic>(_ generics: (First, Second).Type) {
    let _: AnimatablePair<First, Second> = AnimatablePair(sample() as First, sample() as Second)
}
