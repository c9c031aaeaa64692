// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udb495b7758 PalettePickerStyle.init()
@MainActor func use_db495b7758() {
    let _: PalettePickerStyle = PalettePickerStyle()
}
