// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ueb46715c35 ExclusiveGesture.init(_: First, _: Second)
@MainActor func use_eb46715c35<First: Gesture, Second: Gesture>(_ generics: (First, Second).Type) {
    let _: ExclusiveGesture<First, Second> = ExclusiveGesture(sample() as First, sample() as Second)
}
