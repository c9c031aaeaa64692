// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uddf5a9d3e7 TableStyleConfiguration
@MainActor func use_ddf5a9d3e7() {
    let _: Any.Type = TableStyleConfiguration.self
}
