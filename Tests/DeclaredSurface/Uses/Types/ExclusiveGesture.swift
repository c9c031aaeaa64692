// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub1ba156f1d ExclusiveGesture
@MainActor func use_b1ba156f1d<First: Gesture, Second: Gesture>(_ generics: (First, Second).Type) {
    let _: Any.Type = ExclusiveGesture<First, Second>.self
}

// ud6937f6134 ExclusiveGesture.Value
@MainActor func use_d6937f6134<First: Gesture, Second: Gesture>(_ generics: (First, Second).Type) {
    let _: Any.Type = ExclusiveGesture<First, Second>.Value.self
}
