// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udebf000a4c ToolbarContentBuilder
@MainActor func use_debf000a4c() {
    let _: Any.Type = ToolbarContentBuilder.self
}
