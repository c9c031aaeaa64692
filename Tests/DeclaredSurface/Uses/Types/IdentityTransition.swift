// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uce2363bca7 IdentityTransition
@MainActor func use_ce2363bca7() {
    let _: Any.Type = IdentityTransition.self
}
