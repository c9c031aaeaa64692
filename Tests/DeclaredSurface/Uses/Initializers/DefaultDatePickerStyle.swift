// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u208cc1b1c9 DefaultDatePickerStyle.init()
@MainActor func use_208cc1b1c9() {
    let _: DefaultDatePickerStyle = DefaultDatePickerStyle()
}
