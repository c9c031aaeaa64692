// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uebe145edc4 OpenWindowAction
@MainActor func use_ebe145edc4() {
    let _: Any.Type = OpenWindowAction.self
}
