// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucf2240eb61 GroupedFormStyle
@MainActor func use_cf2240eb61() {
    let _: Any.Type = GroupedFormStyle.self
}
