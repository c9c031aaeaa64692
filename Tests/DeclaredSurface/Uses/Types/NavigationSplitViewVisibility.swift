// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue96f6894cb NavigationSplitViewVisibility
@MainActor func use_e96f6894cb() {
    let _: Any.Type = NavigationSplitViewVisibility.self
}
