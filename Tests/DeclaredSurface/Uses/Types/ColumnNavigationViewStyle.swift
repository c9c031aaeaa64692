// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud4698d3d55 ColumnNavigationViewStyle
@MainActor func use_d4698d3d55() {
    let _: Any.Type = ColumnNavigationViewStyle.self
}
