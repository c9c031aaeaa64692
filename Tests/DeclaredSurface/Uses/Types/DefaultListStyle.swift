// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2a87cc33c5 DefaultListStyle
@MainActor func use_2a87cc33c5() {
    let _: Any.Type = DefaultListStyle.self
}
