// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udbba579502 ProminentDetailNavigationSplitViewStyle.init()
@MainActor func use_dbba579502() {
    let _: ProminentDetailNavigationSplitViewStyle = ProminentDetailNavigationSplitViewStyle()
}
