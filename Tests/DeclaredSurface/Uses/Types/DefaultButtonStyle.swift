// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u684d90fb7a DefaultButtonStyle
@MainActor func use_684d90fb7a() {
    let _: Any.Type = DefaultButtonStyle.self
}
