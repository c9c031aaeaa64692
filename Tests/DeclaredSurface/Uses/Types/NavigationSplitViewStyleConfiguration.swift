// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u007f134e85 NavigationSplitViewStyleConfiguration
@MainActor func use_007f134e85() {
    let _: Any.Type = NavigationSplitViewStyleConfiguration.self
}
