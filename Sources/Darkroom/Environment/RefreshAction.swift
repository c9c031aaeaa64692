import Foundation

/// Refreshes content, as the action `refreshable(action:)` installs; no view of a render installs one.
nonisolated public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh.
    public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }

extension EnvironmentValues {
    /// The refresh action of an enclosing `refreshable(action:)` view, if any.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Pull to refresh; a still frame is never pulled, but the action is installed as `refresh` for the
    /// content to read, as in SwiftUI.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        transformEnvironment { $0.refresh = RefreshAction(action: action) }
    }
}
