// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8d7389b777 WheelPickerStyle.init()
@MainActor func use_8d7389b777() {
    let _: WheelPickerStyle = WheelPickerStyle()
}
