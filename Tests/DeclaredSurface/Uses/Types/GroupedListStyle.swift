// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua9c95b6c58 GroupedListStyle
@MainActor func use_a9c95b6c58() {
    let _: Any.Type = GroupedListStyle.self
}
