// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u070ba56558 DefaultLabelStyle
@MainActor func use_070ba56558() {
    let _: Any.Type = DefaultLabelStyle.self
}
