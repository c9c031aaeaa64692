// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u29bb0cc181 ColumnsFormStyle.init()
@MainActor func use_29bb0cc181() {
    let _: ColumnsFormStyle = ColumnsFormStyle()
}
