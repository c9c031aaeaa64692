// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubd0bba8525 WheelDatePickerStyle.init()
@MainActor func use_bd0bba8525() {
    let _: WheelDatePickerStyle = WheelDatePickerStyle()
}
