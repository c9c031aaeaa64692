// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u989479427b View.transformAnchorPreference<A, K>(key: K.Type, value: Anchor<A>.Source, transform: (inout K.Value,
//   Anchor<A>) -> Void) where K : PreferenceKey
@MainActor func use_989479427b<Self_: View, A, K: PreferenceKey>(_ subject: Self_, _ generics: (Self_, A, K).Type) {
    _ = subject.transformAnchorPreference(
        key: sample() as K.Type,
        value: sample() as Anchor<A>.Source,
        transform: sample() as (inout K.Value, Anchor<A>) -> Void
    ) as any View
}
