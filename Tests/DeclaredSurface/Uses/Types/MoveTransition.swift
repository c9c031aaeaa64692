// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc2a6234cd2 MoveTransition
@MainActor func use_c2a6234cd2() {
    let _: Any.Type = MoveTransition.self
}
