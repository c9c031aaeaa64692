// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u523688ac55 SimultaneousGesture.init(_: First, _: Second)
@MainActor func use_523688ac55<First: Gesture, Second: Gesture>(_ generics: (First, Second).Type) {
    let _: SimultaneousGesture<First, Second> = SimultaneousGesture(sample() as First, sample() as Second)
}
