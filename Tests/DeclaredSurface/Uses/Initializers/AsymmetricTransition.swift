// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u87b0283e12 AsymmetricTransition.init(insertion: Insertion, removal: Removal)
@MainActor func use_87b0283e12<Insertion: Transition, Removal: Transition>(_ generics: (Insertion, Removal).Type) {
    let _: AsymmetricTransition<Insertion, Removal> = AsymmetricTransition(
        insertion: sample() as Insertion,
        removal: sample() as Removal
    )
}
