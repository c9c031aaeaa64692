// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf9441cd392 IconOnlyLabelStyle
@MainActor func use_f9441cd392() {
    let _: Any.Type = IconOnlyLabelStyle.self
}
