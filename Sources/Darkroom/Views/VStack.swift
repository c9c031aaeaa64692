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
