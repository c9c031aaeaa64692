// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua0557acc92 RenameAction
@MainActor func use_a0557acc92() {
    let _: Any.Type = RenameAction.self
}
