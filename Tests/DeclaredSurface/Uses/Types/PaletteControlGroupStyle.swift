// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7868628f7d PaletteControlGroupStyle
@MainActor func use_7868628f7d() {
    let _: Any.Type = PaletteControlGroupStyle.self
}
