import Foundation

/// A view that arranges its children in a vertical line.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    /// Creates a vertical stack with the given alignment and spacing.
    ///
    /// - Parameters:
    ///   - alignment: How the children align horizontally within the stack's width.
    ///   - spacing: The distance between adjacent children; `nil` uses the default spacing for each pair of
    ///     children, as in SwiftUI.
    ///   - content: The stack's children, top to bottom.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody("VStack") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = .vertical
        return StackNode(
            axis: .vertical, alignment: alignment, spacing: spacing, children: Resolver.children(of: content, inner),
            idiom: context.environment.platformIdiom)
    }
}

/// A view that arranges its children in a horizontal line.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    /// Creates a horizontal stack with the given alignment and spacing.
    ///
    /// - Parameters:
    ///   - alignment: How the children align vertically within the stack's height.
    ///   - spacing: The distance between adjacent children; `nil` uses the default spacing for each pair of
    ///     children, as in SwiftUI.
    ///   - content: The stack's children, leading to trailing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody("HStack") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = .horizontal
        return StackNode(
            axis: .horizontal, alignment: alignment, spacing: spacing, children: Resolver.children(of: content, inner),
            idiom: context.environment.platformIdiom)
    }
}

/// A view that overlays its children, aligning them in both axes.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment, content: Content
    /// Creates an overlaying stack with the given alignment.
    ///
    /// - Parameters:
    ///   - alignment: How the children align in both axes.
    ///   - content: The stack's children, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { primitiveBody("ZStack") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = nil
        return ZStackNode(alignment: alignment, children: Resolver.children(of: content, inner))
    }
}

/// A flexible space that expands along the major axis of its containing stack.
nonisolated public struct Spacer: View, PrimitiveView {
    /// The shortest the spacer may be along its stack's axis; `nil` means the default spacing, 8 points.
    public var minLength: CGFloat?
    /// - Parameter minLength: The shortest the spacer may be; `nil` means the
    ///   default spacing, 8 points.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody("Spacer") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        let m = minLength.map { $0.isFinite && $0 >= 0 ? $0 : 0 } ?? StackNode.defaultSpacing
        return SpacerNode(minLength: m, axis: context.stackAxis)
    }
}
