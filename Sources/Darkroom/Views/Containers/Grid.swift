import Foundation

/// A container that arranges other views in a two-dimensional layout (iOS 16's `Grid`).
///
/// Columns are as wide as their widest cell, rows as tall as their tallest;
/// views placed directly in the grid (not in a `GridRow`) span every column.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?
    let content: Content
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
