// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub38b299255 SequenceGesture.Value.first(_: First.Value)
@MainActor func use_b38b299255<First: Gesture, Second: Gesture>(_ generics: (First, Second).Type) {
    let _: SequenceGesture<First, Second>.Value = .first(sample() as First.Value)
}

// ua84fff60fe SequenceGesture.Value.second(_: First.Value, _: Second.Value?)
@MainActor func use_a84fff60fe<First: Gesture, Second: Gesture>(_ generics: (First, Second).Type) {
    let _: SequenceGesture<First, Second>.Value = .second(sample() as First.Value, sample() as Second.Value?)
}
