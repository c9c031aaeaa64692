// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0e3c7e0cda SequenceGesture
@MainActor func use_0e3c7e0cda<First: Gesture, Second: Gesture>(_ generics: (First, Second).Type) {
    let _: Any.Type = SequenceGesture<First, Second>.self
}

// u0681c71533 SequenceGesture.Value
@MainActor func use_0681c71533<First: Gesture, Second: Gesture>(_ generics: (First, Second).Type) {
    let _: Any.Type = SequenceGesture<First, Second>.Value.self
}
