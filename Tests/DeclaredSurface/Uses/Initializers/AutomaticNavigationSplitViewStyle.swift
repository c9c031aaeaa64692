// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u03189c47ba AutomaticNavigationSplitViewStyle.init()
@MainActor func use_03189c47ba() {
    let _: AutomaticNavigationSplitViewStyle = AutomaticNavigationSplitViewStyle()
}
