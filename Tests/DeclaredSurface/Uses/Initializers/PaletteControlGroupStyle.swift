// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u953d7e710e PaletteControlGroupStyle.init()
@MainActor func use_953d7e710e() {
    let _: PaletteControlGroupStyle = PaletteControlGroupStyle()
}
