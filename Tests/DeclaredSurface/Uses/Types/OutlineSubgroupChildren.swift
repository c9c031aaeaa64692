// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6c5e979aea OutlineSubgroupChildren
@MainActor func use_6c5e979aea() {
    let _: Any.Type = OutlineSubgroupChildren.self
}
