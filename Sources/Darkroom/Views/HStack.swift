import Foundation

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
        // A button beside other views of a row keeps its own width; only a button that is the row spans it.
        if inner.environment.isFormRow { inner.environment.isBesideInFormRow = true }
        return StackNode(
            axis: .horizontal, alignment: alignment, spacing: spacing, children: Resolver.children(of: content, inner),
            idiom: context.environment.platformIdiom)
    }
}
