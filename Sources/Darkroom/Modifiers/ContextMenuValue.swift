import Foundation

/// A context menu, as SwiftUI's `ContextMenu` (deprecated): a still frame shows menus closed.
nonisolated public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems
    /// A menu of the items `menuItems` builds.
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

nonisolated extension View {
    /// Attaches a context menu; a still frame shows it closed, so the view draws as it is.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }
}
