// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue541cc6777 FocusedValues.subscript<Key>(key: Key.Type) where Key : FocusedValueKey
@MainActor func use_e541cc6777<Key: FocusedValueKey>(_ subject: FocusedValues, _ generics: (Key).Type) {
    var subject = subject
    let _: Key.Value? = subject[key: sample() as Key.Type]
    subject[key: sample() as Key.Type] = sample() as Key.Value?
}
