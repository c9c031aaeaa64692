// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9a31df9f1b EditMode
@MainActor func use_9a31df9f1b() {
    let _: Any.Type = EditMode.self
}
