import Foundation

// Views drawn from a preference's value. A still frame gathers no preferences (see `PreferenceKey`), so the value
// these views are built from is the key's `defaultValue`: what iOS draws before any descendant sets one.

nonisolated extension View {
    /// A view built from the preference's value, drawn over this one (from the key's default value).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        overlay(alignment: alignment) { transform(K.defaultValue) }
    }
    /// A view built from the preference's value, drawn over this one (from the key's default value).
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        overlay { transform(Key.defaultValue) }
    }
    /// A view built from the preference's value, drawn behind this one (from the key's default value).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        background(alignment: alignment) { transform(K.defaultValue) }
    }
    /// A view built from the preference's value, drawn behind this one (from the key's default value).
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        background { transform(Key.defaultValue) }
    }
    /// Changes the preference's value for ancestors (not delivered in a still frame).
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View { self }
}
