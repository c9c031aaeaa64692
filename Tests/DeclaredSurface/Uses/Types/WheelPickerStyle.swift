// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u782bebaba3 WheelPickerStyle
@MainActor func use_782bebaba3() {
    let _: Any.Type = WheelPickerStyle.self
}
