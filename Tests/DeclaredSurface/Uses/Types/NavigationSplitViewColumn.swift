// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u048af40850 NavigationSplitViewColumn
@MainActor func use_048af40850() {
    let _: Any.Type = NavigationSplitViewColumn.self
}
