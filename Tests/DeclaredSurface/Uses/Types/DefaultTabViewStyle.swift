// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubecceb1c39 DefaultTabViewStyle
@MainActor func use_becceb1c39() {
    let _: Any.Type = DefaultTabViewStyle.self
}
