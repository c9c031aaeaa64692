// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub2a54ef1fb SequenceGesture.init(_: First, _: Second)
@MainActor func use_b2a54ef1fb<First: Gesture, Second: Gesture>(_ generics: (First, Second).Type) {
    let _: SequenceGesture<First, Second> = SequenceGesture(sample() as First, sample() as Second)
}
