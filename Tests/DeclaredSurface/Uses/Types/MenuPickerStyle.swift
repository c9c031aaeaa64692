// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue9938a450f MenuPickerStyle
@MainActor func use_e9938a450f() {
    let _: Any.Type = MenuPickerStyle.self
}
