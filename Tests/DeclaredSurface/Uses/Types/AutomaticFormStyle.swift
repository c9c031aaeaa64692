// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u308d789804 AutomaticFormStyle
@MainActor func use_308d789804() {
    let _: Any.Type = AutomaticFormStyle.self
}
