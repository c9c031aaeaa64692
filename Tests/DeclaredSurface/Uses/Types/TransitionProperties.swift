// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u72d8c49655 TransitionProperties
@MainActor func use_72d8c49655() {
    let _: Any.Type = TransitionProperties.self
}
