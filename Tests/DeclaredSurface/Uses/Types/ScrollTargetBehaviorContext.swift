// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uee6043ffd7 ScrollTargetBehaviorContext
@MainActor func use_ee6043ffd7() {
    let _: Any.Type = ScrollTargetBehaviorContext.self
}
