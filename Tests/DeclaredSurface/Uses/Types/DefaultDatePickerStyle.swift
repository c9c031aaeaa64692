// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2e1da7f9a4 DefaultDatePickerStyle
@MainActor func use_2e1da7f9a4() {
    let _: Any.Type = DefaultDatePickerStyle.self
}
