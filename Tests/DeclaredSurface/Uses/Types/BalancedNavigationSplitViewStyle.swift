// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u451a60358a BalancedNavigationSplitViewStyle
@MainActor func use_451a60358a() {
    let _: Any.Type = BalancedNavigationSplitViewStyle.self
}
