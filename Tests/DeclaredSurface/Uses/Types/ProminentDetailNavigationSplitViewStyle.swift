// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue6db35b945 ProminentDetailNavigationSplitViewStyle
@MainActor func use_e6db35b945() {
    let _: Any.Type = ProminentDetailNavigationSplitViewStyle.self
}
