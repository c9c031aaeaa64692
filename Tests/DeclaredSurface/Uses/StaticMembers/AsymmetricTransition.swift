// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue04a27a126 static AsymmetricTransition.properties
@MainActor func use_e04a27a126<Insertion: Transition, Removal: Transition>(_ generics: (Insertion, Removal).Type) {
    let _: TransitionProperties = AsymmetricTransition<Insertion, Removal>.properties
}
