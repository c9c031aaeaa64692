// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua89340521a SymbolEffectTransition
@MainActor func use_a89340521a() {
    let _: Any.Type = SymbolEffectTransition.self
}
