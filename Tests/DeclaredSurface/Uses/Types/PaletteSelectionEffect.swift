// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6ce5839d19 PaletteSelectionEffect
@MainActor func use_6ce5839d19() {
    let _: Any.Type = PaletteSelectionEffect.self
}
