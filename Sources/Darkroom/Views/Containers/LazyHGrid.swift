import Foundation

/// A container that arranges its children in a grid that grows horizontally.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    /// Creates a grid that grows horizontally, with the given rows.
    ///
    /// - Parameters:
    ///   - rows: The rows of the grid, each a `GridItem` that sizes it.
    ///   - alignment: How each row's views align vertically.
    ///   - spacing: The distance between columns; `nil` uses the default 8 points.
    ///   - pinnedViews: Which section parts stay pinned while scrolling (accepted; a render pins nothing).
    ///   - content: The views of the grid, placed column by column.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody("LazyHGrid") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = nil
        inner.environment.isInLazyGrid = true
        return LazyGridNode(
            axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing, children: Resolver.children(of: content, inner))
    }
}
