// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u65bc6981d3 ToolbarTitleDisplayMode
@MainActor func use_65bc6981d3() {
    let _: Any.Type = ToolbarTitleDisplayMode.self
}
