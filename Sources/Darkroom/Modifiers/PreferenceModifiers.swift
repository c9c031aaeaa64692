import Foundation

/// A named value a view hands up to its ancestors, as SwiftUI's `PreferenceKey`.
///
/// A still frame has no update cycle, so a value set with `preference(key:value:)`
/// is not delivered: `onPreferenceChange` actions never run (like `onChange`'s).
/// Views drawn from preference values (`overlayPreferenceValue`,
/// `backgroundPreferenceValue`) are built from the key's `defaultValue`.
public protocol PreferenceKey {
    /// The type of the preference's value.
    associatedtype Value
    /// The value of the preference for a view that sets none.
    static var defaultValue: Value { get }
    /// Combines a sequence of values by folding the next one into the accumulated `value`.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets a preference for ancestors (not delivered in a still frame).
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    /// Acts on a preference change; a still frame has no changes, so the action never runs.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self,
        perform action: @escaping @MainActor (K.Value) -> Void
    ) -> some View
    where K.Value: Equatable { self }
}
