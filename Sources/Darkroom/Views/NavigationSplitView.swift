import Foundation

/// A multi-column navigation view, as SwiftUI's `NavigationSplitView`. An iPhone
/// shows one column, the sidebar, and so does a still frame (no bars drawn).
nonisolated public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    let sidebar: Sidebar
    /// A two-column split view; the sidebar is drawn.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
    /// A three-column split view; the sidebar is drawn.
    public init<Content: View>(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                               @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
    /// A split view with bound column visibility; the sidebar is drawn.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
    public var body: some View { sidebar }
}

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

extension View {
    /// A split view's style (one column is drawn).
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// A split-view column's width (one column is drawn, as wide as offered).
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
}

/// Split-view looks.
public protocol NavigationSplitViewStyle {}
/// The platform's look.
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}
/// Columns side by side, the detail narrowed to fit.
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's look.
    public static var automatic: Self { Self() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns side by side.
    public static var balanced: Self { Self() }
}
