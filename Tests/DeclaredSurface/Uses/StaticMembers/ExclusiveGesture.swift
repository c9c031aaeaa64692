// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue90168b030 ExclusiveGesture.Value.first(_: First.Value)
@MainActor func use_e90168b030<First: Gesture, Second: Gesture>(_ generics: (First, Second).Type) {
    let _: ExclusiveGesture<First, Second>.Value = .first(sample() as First.Value)
}

// u0c9f16e0ac ExclusiveGesture.Value.second(_: Second.Value)
@MainActor func use_0c9f16e0ac<First: Gesture, Second: Gesture>(_ generics: (First, Second).Type) {
    let _: ExclusiveGesture<First, Second>.Value = .second(sample() as Second.Value)
}
