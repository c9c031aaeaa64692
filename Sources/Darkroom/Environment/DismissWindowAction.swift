import Foundation

/// Closes a window, as SwiftUI's `DismissWindowAction` (`@Environment(\.dismissWindow)`): a render has no windows,
/// so calling it does nothing.
nonisolated public struct DismissWindowAction: Sendable {
    /// Does nothing: a render has no window to close.
    @MainActor public func callAsFunction() {}
    /// Does nothing: a render has no window to close.
    @MainActor public func callAsFunction(id: String) {}
    /// Does nothing: a render has no window to close.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Does nothing: a render has no window to close.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

extension EnvironmentValues {
    /// Closes a window (none is closed in a render).
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}

/// Starts renaming the view it belongs to, as SwiftUI's `RenameAction` (`@Environment(\.rename)`): a still frame
/// has no editing, so calling it does nothing.
nonisolated public struct RenameAction: Sendable {
    let action: @Sendable () -> Void
    /// Starts renaming (nothing happens in a still frame).
    @MainActor public func callAsFunction() { action() }
}

private struct RenameActionKey: EnvironmentKey { static let defaultValue: RenameAction? = nil }

extension EnvironmentValues {
    /// The rename action of the view, set by `renameAction(_:)`; `nil` when none is.
    public var rename: RenameAction? { self[RenameActionKey.self] }
}
