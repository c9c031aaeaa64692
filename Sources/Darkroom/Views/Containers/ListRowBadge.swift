import Foundation

/// A list row's `badge`: the row's content, then its badge at the trailing edge in the secondary colour, as
/// iOS draws a count beside a row's title. The row keeps its own row settings (insets, separators,
/// background), which the list reads from it.
enum ListRowBadge {
    static func apply(_ row: LayoutNode, _ context: ResolveContext) -> LayoutNode {
        guard let badge = row.value(BadgeKey.self) else { return row }
        var c = context
        c.stackAxis = nil
        let wrapped = Resolver.node(HStack {
            NodeView(node: row)
            Spacer(minLength: 8)
            badge.foregroundStyle(Color.secondary).lineLimit(1)
        }, c)
        wrapped.ownLayoutValues = row.ownLayoutValues
        wrapped.ownLayoutValues[ObjectIdentifier(BadgeKey.self)] = nil
        return wrapped
    }
}
