import Foundation

/// The purpose of a toolbar.
nonisolated public struct ToolbarRole: Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = ToolbarRole(kind: 0)
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(kind: 1)
    /// A browser's toolbar.
    public static let browser = ToolbarRole(kind: 2)
    /// A document editor's toolbar.
    public static let editor = ToolbarRole(kind: 3)
}

extension View {
    /// The toolbar's role (no toolbar drawn).
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}
