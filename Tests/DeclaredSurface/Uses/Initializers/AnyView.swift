// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue04f146b97 AnyView.init<V>(_: V) where V : View
@MainActor func use_e04f146b97<V: View>(_ generics: (V).Type) {
    let _: AnyView = AnyView(sample() as V)
}

// ub3b8a64e46 AnyView.init<V>(erasing: V) where V : View
@MainActor func use_b3b8a64e46<V: View>(_ generics: (V).Type) {
    let _: AnyView = AnyView(erasing: sample() as V)
}
