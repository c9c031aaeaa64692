// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufbdfa88efb ContentMarginPlacement
@MainActor func use_fbdfa88efb() {
    let _: Any.Type = ContentMarginPlacement.self
}
