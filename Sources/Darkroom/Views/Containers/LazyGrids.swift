import Foundation

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable, Equatable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable, Equatable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single item sized by the space left, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The size of the item: fixed, flexible or adaptive.
    public var size: Size
    /// The spacing to the next item; `nil` is the default 8 points.
    public var spacing: CGFloat?
    /// The alignment of content in the item's cell; `nil` centres it.
    public var alignment: Alignment?
    /// Creates a grid item with the given size, spacing and alignment.
    ///
    /// - Parameters:
    ///   - size: The size of the item; flexible by default.
    ///   - spacing: The spacing to the next item; `nil` uses the default 8 points.
    ///   - alignment: The alignment of content in the item's cells; `nil` centres it.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// Which kinds of views stay pinned to a scroll view's bounds (accepted; a static render has nothing to pin).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Pins section headers to the scroll view's edge while their section scrolls (accepted, not drawn pinned).
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Pins section footers to the scroll view's edge while their section scrolls (accepted, not drawn pinned).
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

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

/// A vertical stack that SwiftUI builds lazily; a renderer lays out everything.
/// Unlike `VStack`, a lazy stack takes all the width it is offered (its
/// children aligned in it by `alignment`), as SwiftUI's does.
nonisolated public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    /// Creates a lazy vertical stack.
    ///
    /// - Parameters:
    ///   - alignment: How the children align horizontally within the stack's width.
    ///   - spacing: The distance between adjacent children; `nil` uses the default spacing.
    ///   - pinnedViews: Which section parts stay pinned while scrolling (accepted; a render pins nothing).
    ///   - content: The stack's children.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A horizontal stack that SwiftUI builds lazily; a renderer lays out everything.
/// Unlike `HStack`, a lazy stack takes all the height it is offered.
nonisolated public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    /// Creates a lazy horizontal stack.
    ///
    /// - Parameters:
    ///   - alignment: How the children align vertically within the stack's height.
    ///   - spacing: The distance between adjacent children; `nil` uses the default spacing.
    ///   - pinnedViews: Which section parts stay pinned while scrolling (accepted; a render pins nothing).
    ///   - content: The stack's children.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
