// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf9d2889323 AnyTransition.init<T>(_: T) where T : Transition
@MainActor func use_f9d2889323<T: Transition>(_ generics: (T).Type) {
    let _: AnyTransition = AnyTransition(sample() as T)
}
