// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub44212f745 ToolbarItemPlacement
@MainActor func use_b44212f745() {
    let _: Any.Type = ToolbarItemPlacement.self
}
