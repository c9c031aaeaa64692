import Foundation

/// A container that arranges its children in a grid that grows vertically.
/// A renderer has no viewport, so every item is laid out.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    /// Creates a grid that grows vertically, with the given columns.
    ///
    /// - Parameters:
    ///   - columns: The columns of the grid, each a `GridItem` that sizes it.
    ///   - alignment: How each column's views align horizontally.
    ///   - spacing: The distance between rows; `nil` uses the default 8 points.
    ///   - pinnedViews: Which section parts stay pinned while scrolling (accepted; a render pins nothing).
    ///   - content: The views of the grid, placed row by row.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody("LazyVGrid") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = nil
        inner.environment.isInLazyGrid = true
        return LazyGridNode(
            axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing, children: Resolver.children(of: content, inner))
    }
}
