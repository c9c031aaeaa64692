// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud4ae6baf14 EditButton.init()
@MainActor func use_d4ae6baf14() {
    let _: EditButton = EditButton()
}
