// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7ae1a1518d ContentTransition
@MainActor func use_7ae1a1518d() {
    let _: Any.Type = ContentTransition.self
}
