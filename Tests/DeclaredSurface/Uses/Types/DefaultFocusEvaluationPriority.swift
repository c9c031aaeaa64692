// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub165c0d856 DefaultFocusEvaluationPriority
@MainActor func use_b165c0d856() {
    let _: Any.Type = DefaultFocusEvaluationPriority.self
}
