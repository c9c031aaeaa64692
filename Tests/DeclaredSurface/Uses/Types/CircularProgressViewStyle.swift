// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5f0b08c145 CircularProgressViewStyle
@MainActor func use_5f0b08c145() {
    let _: Any.Type = CircularProgressViewStyle.self
}
