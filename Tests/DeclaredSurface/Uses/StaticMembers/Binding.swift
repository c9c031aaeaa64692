// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf8b21bdc9e static Binding.constant(_: Value)
@MainActor func use_f8b21bdc9e<Value>(_ generics: (Value).Type) {
    let _: Binding<Value> = Binding<Value>.constant(sample() as Value)
}
