import Foundation

/// A multi-column navigation view, as SwiftUI's `NavigationSplitView`. An iPhone shows one column, and so
/// does a still frame (no bars drawn): the preferred compact column, the sidebar unless one is given.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let column: NavigationSplitViewColumn

    /// A three-column split view.
    ///
    /// - Parameters:
    ///   - sidebar: The leading column, drawn.
    ///   - content: The middle column.
    ///   - detail: The trailing column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail(); column = .sidebar
    }
    /// A three-column split view with bound column visibility (one column is shown on an iPhone).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
    /// A three-column split view showing `preferredCompactColumn` on an iPhone.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail()
        column = preferredCompactColumn.wrappedValue
    }
    /// A three-column split view with bound column visibility, showing `preferredCompactColumn` on an iPhone.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, content: content, detail: detail)
    }
    /// A three-column split view with fixed column visibility, showing `preferredCompactColumn` on an iPhone.
    public init(columnVisibility: NavigationSplitViewVisibility,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, content: content, detail: detail)
    }

    @Environment(\.navigationSplitViewStyleBox) private var style
    public var body: some View {
        if let style {
            style.makeBody(NavigationSplitViewStyleConfiguration(column: shown))
        } else {
            // Compact width: the column shown is a navigation stack with its own bar.
            NavigationContainer(content: shown)
        }
    }

    /// The column an iPhone shows.
    private var shown: AnyView {
        switch column {
        case .detail: AnyView(detail)
        case .content where Content.self != EmptyView.self: AnyView(content)
        case .content: AnyView(detail)
        default: AnyView(sidebar)
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view; the sidebar is drawn.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); content = EmptyView(); self.detail = detail(); column = .sidebar
    }
    /// A two-column split view with bound column visibility; the sidebar is drawn.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
    /// A two-column split view showing `preferredCompactColumn` on an iPhone.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); content = EmptyView(); self.detail = detail()
        column = preferredCompactColumn.wrappedValue
    }
    /// A two-column split view with bound column visibility, showing `preferredCompactColumn` on an iPhone.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, detail: detail)
    }
    /// A two-column split view with fixed column visibility, showing `preferredCompactColumn` on an iPhone.
    public init(columnVisibility: NavigationSplitViewVisibility,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, detail: detail)
    }
}

extension View {
    /// A split-view column's width (one column is drawn, as wide as offered).
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
}
