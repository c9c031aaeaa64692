// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u191aa1c3e3 ToolbarPlacement
@MainActor func use_191aa1c3e3() {
    let _: Any.Type = ToolbarPlacement.self
}
