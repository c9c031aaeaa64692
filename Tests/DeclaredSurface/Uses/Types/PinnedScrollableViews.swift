// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua2f371a3d1 PinnedScrollableViews
@MainActor func use_a2f371a3d1() {
    let _: Any.Type = PinnedScrollableViews.self
}
