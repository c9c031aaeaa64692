// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9b93de30e5 DismissSearchAction
@MainActor func use_9b93de30e5() {
    let _: Any.Type = DismissSearchAction.self
}
