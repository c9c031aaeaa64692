// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u33c0b14ce6 AnyTransition
@MainActor func use_33c0b14ce6() {
    let _: Any.Type = AnyTransition.self
}
