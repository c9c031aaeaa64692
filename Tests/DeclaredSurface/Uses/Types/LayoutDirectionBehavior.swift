// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2cf70c3733 LayoutDirectionBehavior
@MainActor func use_2cf70c3733() {
    let _: Any.Type = LayoutDirectionBehavior.self
}
