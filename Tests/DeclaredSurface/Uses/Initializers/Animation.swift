// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ude0dbe3315 Animation.init<A>(_: A) where A : CustomAnimation
@MainActor func use_de0dbe3315<A: CustomAnimation>(_ generics: (A).Type) {
    let _: Animation = Animation(sample() as A)
}
