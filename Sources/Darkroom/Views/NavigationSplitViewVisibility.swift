import Foundation

/// Which columns of a split view show.
nonisolated public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = NavigationSplitViewVisibility(kind: 0)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: 1)
    /// The last two columns.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: 2)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: 3)
}
