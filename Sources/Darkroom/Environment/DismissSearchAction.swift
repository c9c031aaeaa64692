import Foundation

/// Dismisses an active search; a render has no search field.
nonisolated public struct DismissSearchAction: Sendable {
    /// Does nothing: no search is active.
    @MainActor public func callAsFunction() {}
}

private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Dismisses the active search (there is none).
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    /// Whether the user is searching: no, unless set.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}
