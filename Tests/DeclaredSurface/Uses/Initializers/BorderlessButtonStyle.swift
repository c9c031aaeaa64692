// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1aa64bb7f8 BorderlessButtonStyle.init()
@MainActor func use_1aa64bb7f8() {
    let _: BorderlessButtonStyle = BorderlessButtonStyle()
}
