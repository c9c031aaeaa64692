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

extension View {
    /// A split-view column's width (one column is drawn, as wide as offered).
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
}
