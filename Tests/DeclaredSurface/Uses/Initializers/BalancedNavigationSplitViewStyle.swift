// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua53648e73d BalancedNavigationSplitViewStyle.init()
@MainActor func use_a53648e73d() {
    let _: BalancedNavigationSplitViewStyle = BalancedNavigationSplitViewStyle()
}
