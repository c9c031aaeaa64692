// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucc052408f0 AutomaticNavigationSplitViewStyle
@MainActor func use_cc052408f0() {
    let _: Any.Type = AutomaticNavigationSplitViewStyle.self
}
