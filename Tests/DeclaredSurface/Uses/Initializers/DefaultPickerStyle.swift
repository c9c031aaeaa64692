// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua19d350d5e DefaultPickerStyle.init()
@MainActor func use_a19d350d5e() {
    let _: DefaultPickerStyle = DefaultPickerStyle()
}
