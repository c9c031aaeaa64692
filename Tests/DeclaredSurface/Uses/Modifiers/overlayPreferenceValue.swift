// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7b4c6997b3 View.overlayPreferenceValue<K, V>(_: K.Type, alignment: Alignment, _: (K.Value) -> V) where K :
//   PreferenceKey, V : View
@MainActor func use_7b4c6997b3<Self_: View, K: PreferenceKey, V: View>(
    _ subject: Self_,
    _ generics: (Self_, K, V).Type
) {
    _ = subject.overlayPreferenceValue(
        sample() as K.Type,
        alignment: sample() as Alignment,
        sample() as (K.Value) -> V
    ) as any View
    _ = subject.overlayPreferenceValue(sample() as K.Type, sample() as (K.Value) -> V) as any View
    _ = subject.overlayPreferenceValue(
        sample() as K.Type,
        alignment: sample() as Alignment,
        { (_: K.Value) in Text(""); Text("") }
    )
}

// ua985caa011 View.overlayPreferenceValue<Key, T>(_: Key.Type, _: (Key.Value) -> T) where Key : PreferenceKey, T : View
@MainActor func use_a985caa011<Self_: View, Key: PreferenceKey, T: View>(
    _ subject: Self_,
    _ generics: (Self_, Key, T).Type
) {
    _ = subject.overlayPreferenceValue(sample() as Key.Type, sample() as (Key.Value) -> T) as any View
    _ = subject.overlayPreferenceValue(sample() as Key.Type, { (_: Key.Value) in Text(""); Text("") })
}
