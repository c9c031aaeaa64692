// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8a3c1462d6 MenuPickerStyle.init()
@MainActor func use_8a3c1462d6() {
    let _: MenuPickerStyle = MenuPickerStyle()
}
