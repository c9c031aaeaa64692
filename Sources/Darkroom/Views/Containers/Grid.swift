import Foundation

/// A container that arranges other views in a two-dimensional layout (iOS 16's `Grid`).
///
/// Columns are as wide as their widest cell, rows as tall as their tallest;
/// views placed directly in the grid (not in a `GridRow`) span every column.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?
    let content: Content
    /// Creates a grid with the given alignment, spacing and rows.
    ///
    /// - Parameters:
    ///   - alignment: How each cell aligns its view within the cell's width and height.
    ///   - horizontalSpacing: The distance between columns; `nil` uses the default spacing of 8 points.
    ///   - verticalSpacing: The distance between rows; `nil` uses the default spacing of 8 points.
    ///   - content: The grid's rows: `GridRow` views, and views that span every column.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public var body: Never { primitiveBody("Grid") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = nil
        return GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                        children: Resolver.children(of: content, inner))
    }
}

/// A horizontal row in a two-dimensional grid container.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content
    /// Creates a row of a grid.
    ///
    /// - Parameters:
    ///   - alignment: How the row's cells align their views vertically; `nil` uses the grid's alignment.
    ///   - content: The row's cells, one view per column.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { primitiveBody("GridRow") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = .horizontal
        return GridRowNode(cells: Resolver.children(of: content, inner), alignment: alignment)
    }
}
