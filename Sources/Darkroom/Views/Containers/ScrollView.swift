import Foundation

/// A scrollable view. A renderer has no viewport, so it draws its whole content:
/// along the scroll axes the content has its ideal size and the scroll view is
/// that long; across them it takes what it is offered. Several child views
/// are stacked along the scroll axis, as SwiftUI does.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// Whether the scroll view shows its scroll indicators (a render draws none).
    public var showsIndicators: Bool
    /// Creates a scroll view with the given content.
    ///
    /// - Parameters:
    ///   - axes: The scrollable axes; vertical by default.
    ///   - showsIndicators: Whether scroll indicators show (accepted; a render draws none).
    ///   - content: The scroll view's content.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }
    public var body: Never { primitiveBody("ScrollView") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        var inner = context
        inner.stackAxis = axis
        let children = Resolver.children(of: content, inner)
        let child: LayoutNode =
            children.count == 1
            ? children[0]
            : axis == .horizontal
                ? StackNode(axis: .horizontal, alignment: VerticalAlignment.center, spacing: nil, children: children)
                : StackNode(axis: .vertical, alignment: HorizontalAlignment.center, spacing: nil, children: children)
        let margins = context.environment.scrollContentMargins
        let content: LayoutNode = margins == EdgeInsets() ? child : PaddingNode(insets: margins, child: child)
        return ScrollNode(axes: axes, child: content)
    }
}
