// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u22886b3334 DoubleColumnNavigationViewStyle
@MainActor func use_22886b3334() {
    let _: Any.Type = DoubleColumnNavigationViewStyle.self
}
