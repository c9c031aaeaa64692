import Foundation

/// The action that dismisses the current presentation, as SwiftUI's `DismissAction`.
nonisolated public struct DismissAction: Sendable {
    /// Dismisses: a rendered view is not presented, so nothing happens.
    @MainActor public func callAsFunction() {}
}

private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction() } }

extension EnvironmentValues {
    /// Dismisses the current presentation (nothing is presented).
    public var dismiss: DismissAction { self[DismissKey.self] }
}
