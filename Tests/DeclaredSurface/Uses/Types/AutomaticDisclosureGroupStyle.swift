// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub5606e17d2 AutomaticDisclosureGroupStyle
@MainActor func use_b5606e17d2() {
    let _: Any.Type = AutomaticDisclosureGroupStyle.self
}
