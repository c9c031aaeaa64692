// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2454c5f5a6 SymbolVariants
@MainActor func use_2454c5f5a6() {
    let _: Any.Type = SymbolVariants.self
}
