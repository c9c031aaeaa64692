// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubeea3871cb InlinePickerStyle.init()
@MainActor func use_beea3871cb() {
    let _: InlinePickerStyle = InlinePickerStyle()
}
