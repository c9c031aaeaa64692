import Foundation

/// A named value a view hands up to its ancestors, as SwiftUI's `PreferenceKey`.
///
/// A still frame has no update cycle, so a value set with `preference(key:value:)`
/// is not delivered: `onPreferenceChange` actions never run (like `onChange`'s).
/// Views that draw from preference values (`overlayPreferenceValue`,
/// `backgroundPreferenceValue`, `anchorPreference`) are not provided.
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
    /// Marks the view draggable; no pointer in a still frame.
    nonisolated public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    /// Marks the view a drop destination; nothing is dropped on a still frame.
    nonisolated public func dropDestination<T>(
        for payloadType: T.Type = T.self,
        action: @escaping @MainActor ([T], CGPoint) -> Bool,
        isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }
    ) -> some View { self }
    /// A file import panel: not presented in a still frame.
    nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [String],
        onCompletion: @escaping @MainActor (Result<URL, Error>) -> Void
    ) -> some View { self }
    /// A file export panel: not presented in a still frame.
    nonisolated public func fileExporter<D>(
        isPresented: Binding<Bool>, document: D?, contentType: String,
        defaultFilename: String? = nil,
        onCompletion: @escaping @MainActor (Result<URL, Error>) -> Void
    ) -> some View { self }
    /// Advertises a user activity (no app here).
    nonisolated public func userActivity(_ activityType: String, isActive: Bool = true,
                                         _ update: @escaping (NSObject) -> Void) -> some View { self }
    /// Which external events the scene handles (no app here).
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}
