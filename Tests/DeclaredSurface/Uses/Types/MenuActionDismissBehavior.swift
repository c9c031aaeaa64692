// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1e7a775474 MenuActionDismissBehavior
@MainActor func use_1e7a775474() {
    let _: Any.Type = MenuActionDismissBehavior.self
}
