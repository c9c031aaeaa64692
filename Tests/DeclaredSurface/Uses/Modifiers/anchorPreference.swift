// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue57ed05ac1 View.anchorPreference<A, K>(key: K.Type, value: Anchor<A>.Source, transform: (Anchor<A>) -> K.Value)
//   where K : PreferenceKey
@MainActor func use_e57ed05ac1<Self_: View, A, K: PreferenceKey>(_ subject: Self_, _ generics: (Self_, A, K).Type) {
    _ = subject.anchorPreference(
        key: sample() as K.Type,
        value: sample() as Anchor<A>.Source,
        transform: sample() as (Anchor<A>) -> K.Value
    ) as any View
}
