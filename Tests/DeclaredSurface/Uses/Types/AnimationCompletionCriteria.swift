// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u34eb3dfc48 AnimationCompletionCriteria
@MainActor func use_34eb3dfc48() {
    let _: Any.Type = AnimationCompletionCriteria.self
}
