// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u34fe49df12 PalettePickerStyle
@MainActor func use_34fe49df12() {
    let _: Any.Type = PalettePickerStyle.self
}
