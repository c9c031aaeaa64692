// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u26fdcc8471 DefaultToggleStyle
@MainActor func use_26fdcc8471() {
    let _: Any.Type = DefaultToggleStyle.self
}
