import Foundation

enum ListRowSeparatorKey: LayoutValueKey { static let defaultValue = Visibility.automatic }
enum ListRowInsetsKey: LayoutValueKey { static let defaultValue: EdgeInsets? = nil }
enum ListRowBackgroundKey: LayoutValueKey { static var defaultValue: LayoutNode? { nil } }

nonisolated extension View {
    /// Shows or hides the separator below this list row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListRowSeparatorKey.self, value: visibility)
    }
    /// Sets the insets of this list row's content (default: the layout margin, 16 or 20 points, each side).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        layoutValue(key: ListRowInsetsKey.self, value: insets)
    }
    /// Places a view behind this list row, filling the row.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        nodeModifier { node, context in
            if let view {
                node.ownLayoutValues[ObjectIdentifier(ListRowBackgroundKey.self)] = Optional(
                    Resolver.node(view, context))
            }
            return node
        }
    }
    /// Sets the display mode for the separator of the section (accepted; sections draw no extra separators).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Sets the tint of this row's separator (accepted; separators use the system separator colour).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Sets the spacing between list rows (accepted; inset-grouped rows touch).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
    /// Sets the spacing between list sections (accepted).
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
    /// Sets the spacing between list sections (accepted).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }
    /// Sets the list's scroll-content background visibility (accepted: a static render draws the list's background).
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}
