import Foundation

/// A column of a `NavigationSplitView`, as SwiftUI's `NavigationSplitViewColumn`: on an iPhone (and in a
/// still frame) the preferred compact column is the one shown.
nonisolated public struct NavigationSplitViewColumn: Hashable, Sendable, Comparable {
    let order: Int
    /// The leading column.
    public static var sidebar: NavigationSplitViewColumn { .init(order: 0) }
    /// The middle column of a three-column view.
    public static var content: NavigationSplitViewColumn { .init(order: 1) }
    /// The trailing column.
    public static var detail: NavigationSplitViewColumn { .init(order: 2) }
    /// Whether `lhs` comes before `rhs`, leading to trailing.
    public static func < (lhs: NavigationSplitViewColumn, rhs: NavigationSplitViewColumn) -> Bool {
        lhs.order < rhs.order
    }
}
