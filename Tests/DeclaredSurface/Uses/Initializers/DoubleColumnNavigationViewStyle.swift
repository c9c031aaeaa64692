// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1ec78bacf0 DoubleColumnNavigationViewStyle.init()
@MainActor func use_1ec78bacf0() {
    let _: DoubleColumnNavigationViewStyle = DoubleColumnNavigationViewStyle()
}
