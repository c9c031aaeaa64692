// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0a6708bfba CompactDatePickerStyle
@MainActor func use_0a6708bfba() {
    let _: Any.Type = CompactDatePickerStyle.self
}
