// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue1a505d779 View.transformPreference<K>(_: K.Type, _: (inout K.Value) -> Void) where K : PreferenceKey
@MainActor func use_e1a505d779<Self_: View, K: PreferenceKey>(_ subject: Self_, _ generics: (Self_, K).Type) {
    _ = subject.transformPreference(sample() as K.Type, sample() as (inout K.Value) -> Void) as any View
}
