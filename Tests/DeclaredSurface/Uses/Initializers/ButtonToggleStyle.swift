// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua4fb7d96a6 ButtonToggleStyle.init()
@MainActor func use_a4fb7d96a6() {
    let _: ButtonToggleStyle = ButtonToggleStyle()
}
