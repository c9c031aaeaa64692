// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u94dd83c150 EdgeInsets
@MainActor func use_94dd83c150() {
    let _: Any.Type = EdgeInsets.self
}
