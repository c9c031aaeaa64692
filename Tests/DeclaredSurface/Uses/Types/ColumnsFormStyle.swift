// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc76b1d64ba ColumnsFormStyle
@MainActor func use_c76b1d64ba() {
    let _: Any.Type = ColumnsFormStyle.self
}
