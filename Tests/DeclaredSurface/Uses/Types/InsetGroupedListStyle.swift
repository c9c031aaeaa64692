// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udfa13bc185 InsetGroupedListStyle
@MainActor func use_dfa13bc185() {
    let _: Any.Type = InsetGroupedListStyle.self
}
