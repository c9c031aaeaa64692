// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1acf07129f View.layoutValue<K>(key: K.Type, value: K.Value) where K : LayoutValueKey
@MainActor func use_1acf07129f<Self_: View, K: LayoutValueKey>(_ subject: Self_, _ generics: (Self_, K).Type) {
    _ = subject.layoutValue(key: sample() as K.Type, value: sample() as K.Value) as any View
}
