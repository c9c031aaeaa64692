// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u23beaf3cc7 static AnimatablePair.zero
@MainActor func use_23beaf3cc7<First: VectorArithmetic, Second: VectorArithmetic>(_ generics: (First, Second).Type) {
    let _: AnimatablePair<First, Second> = AnimatablePair<First, Second>.zero
}
