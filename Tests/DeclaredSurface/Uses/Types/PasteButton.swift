// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub576121cdd PasteButton
@MainActor func use_b576121cdd() {
    let _: Any.Type = PasteButton.self
}
