// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9ea8dc20a8 DefaultTextFieldStyle
@MainActor func use_9ea8dc20a8() {
    let _: Any.Type = DefaultTextFieldStyle.self
}
