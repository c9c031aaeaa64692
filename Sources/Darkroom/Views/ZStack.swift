import Foundation

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
