// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u44c90e33d0 View.onPreferenceChange<K>(_: K.Type, perform: (K.Value) -> Void) where K : PreferenceKey, K.Value :
//   Equatable
@MainActor func use_44c90e33d0<Self_: View, K: PreferenceKey>(
    _ subject: Self_,
    _ generics: (Self_, K).Type
) where K.Value : Equatable {
    _ = subject.onPreferenceChange(sample() as K.Type, perform: sample() as (K.Value) -> Void) as any View
}
