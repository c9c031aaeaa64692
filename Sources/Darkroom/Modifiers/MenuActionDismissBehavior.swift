import Foundation

/// Whether choosing a menu's action closes the menu, as SwiftUI's `MenuActionDismissBehavior`: a still frame
/// shows menus closed, so it changes nothing.
nonisolated public struct MenuActionDismissBehavior: Equatable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// The menu closes.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// The menu stays open.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

nonisolated extension View {
    /// Whether menu actions in this view close their menu; a still frame shows menus closed.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}
