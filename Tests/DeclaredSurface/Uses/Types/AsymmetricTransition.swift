// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u35ac2aadfd AsymmetricTransition
@MainActor func use_35ac2aadfd<Insertion: Transition, Removal: Transition>(_ generics: (Insertion, Removal).Type) {
    let _: Any.Type = AsymmetricTransition<Insertion, Removal>.self
}
