// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua8c9f1457c SimultaneousGesture
@MainActor func use_a8c9f1457c<First: Gesture, Second: Gesture>(_ generics: (First, Second).Type) {
    let _: Any.Type = SimultaneousGesture<First, Second>.self
}

// u2602827fd0 SimultaneousGesture.Value
@MainActor func use_2602827fd0<First: Gesture, Second: Gesture>(_ generics: (First, Second).Type) {
    let _: Any.Type = SimultaneousGesture<First, Second>.Value.self
}
