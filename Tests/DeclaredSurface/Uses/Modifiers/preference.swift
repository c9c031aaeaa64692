// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf45e1a7570 View.preference<K>(key: K.Type, value: K.Value) where K : PreferenceKey
@MainActor func use_f45e1a7570<Self_: View, K: PreferenceKey>(_ subject: Self_, _ generics: (Self_, K).Type) {
    _ = subject.preference(key: sample() as K.Type, value: sample() as K.Value) as any View
}
