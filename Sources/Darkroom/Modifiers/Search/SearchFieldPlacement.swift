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
}
