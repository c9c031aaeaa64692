// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf0dad17a75 ContentSizeCategory
@MainActor func use_f0dad17a75() {
    let _: Any.Type = ContentSizeCategory.self
}
