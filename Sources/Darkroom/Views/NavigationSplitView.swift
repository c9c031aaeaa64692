import Foundation

/// A multi-column navigation view, as SwiftUI's `NavigationSplitView`. An iPhone
/// shows one column, the sidebar, and so does a still frame (no bars drawn).
nonisolated public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    let sidebar: Sidebar
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
    public init<Content: View>(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                               @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
    public var body: some View { sidebar }
}

/// Which columns of a split view show.
nonisolated public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let kind: Int
    public static let automatic = NavigationSplitViewVisibility(kind: 0)
    public static let all = NavigationSplitViewVisibility(kind: 1)
    public static let doubleColumn = NavigationSplitViewVisibility(kind: 2)
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
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: Self { Self() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: Self { Self() }
}
