// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucb58f4dce2 DismissBehavior
@MainActor func use_cb58f4dce2() {
    let _: Any.Type = DismissBehavior.self
}
