// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubd4e867e7e GraphicalDatePickerStyle
@MainActor func use_bd4e867e7e() {
    let _: Any.Type = GraphicalDatePickerStyle.self
}
