// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub42de1a6db PagingScrollTargetBehavior
@MainActor func use_b42de1a6db() {
    let _: Any.Type = PagingScrollTargetBehavior.self
}
