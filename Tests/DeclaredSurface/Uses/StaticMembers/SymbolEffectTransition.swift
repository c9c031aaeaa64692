// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u09f35d73bc static SymbolEffectTransition.properties
@MainActor func use_09f35d73bc() {
    let _: TransitionProperties = SymbolEffectTransition.properties
}
