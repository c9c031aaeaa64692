// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7c5d34659e EmptyView
@MainActor func use_7c5d34659e() {
    let _: Any.Type = EmptyView.self
}
