// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uafe30a2dd2 HStackLayout
@MainActor func use_afe30a2dd2() {
    let _: Any.Type = HStackLayout.self
}
