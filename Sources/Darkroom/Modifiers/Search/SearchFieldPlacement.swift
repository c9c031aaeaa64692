import Foundation

/// Where a search field goes.
nonisolated public struct SearchFieldPlacement: Sendable {
    let kind: Int
    /// Where the platform puts it.
    public static let automatic = SearchFieldPlacement(kind: 0)
    /// In a drawer under the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: 1)
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(kind: 2)
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(kind: 3)
    /// In a drawer under the navigation bar, shown as `displayMode` says (a still frame draws no
    /// search field, so the mode changes nothing drawn).
    public static func navigationBarDrawer(
        displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode
    ) -> SearchFieldPlacement {
        navigationBarDrawer
    }
}

extension SearchFieldPlacement {
    /// Whether a navigation-bar drawer's search field is always shown, as SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    nonisolated public struct NavigationBarDrawerDisplayMode: Sendable {
        let kind: Int
        /// Hidden until the content is scrolled down, as the platform does.
        public static let automatic = NavigationBarDrawerDisplayMode(kind: 0)
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(kind: 1)
    }
}
