// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4cde530ef5 WheelDatePickerStyle
@MainActor func use_4cde530ef5() {
    let _: Any.Type = WheelDatePickerStyle.self
}
