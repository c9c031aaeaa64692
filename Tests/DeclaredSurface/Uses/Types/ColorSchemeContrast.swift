// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud8cb78c1a1 ColorSchemeContrast
@MainActor func use_d8cb78c1a1() {
    let _: Any.Type = ColorSchemeContrast.self
}
