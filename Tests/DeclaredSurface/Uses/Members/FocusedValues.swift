// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf82f9eb735 FocusedValues.subscript<Key>(_: Key.Type) where Key : FocusedValueKey
@MainActor func use_f82f9eb735<Key: FocusedValueKey>(_ subject: FocusedValues, _ generics: (Key).Type) {
    var subject = subject
    let _: Key.Value? = subject[sample() as Key.Type]
    subject[sample() as Key.Type] = sample() as Key.Value?
}
