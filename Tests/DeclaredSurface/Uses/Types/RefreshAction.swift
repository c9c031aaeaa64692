// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub9306daf7d RefreshAction
@MainActor func use_b9306daf7d() {
    let _: Any.Type = RefreshAction.self
}
