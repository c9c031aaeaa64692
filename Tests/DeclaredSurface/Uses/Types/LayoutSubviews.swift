// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u29384d54f4 LayoutSubviews
@MainActor func use_29384d54f4() {
    let _: Any.Type = LayoutSubviews.self
}
