import Foundation

/// A view that adapts to the available space by showing the first child whose
/// ideal size fits, in the given axes (the last child when none fits).
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    /// Creates a view that picks the first of its children that fits.
    ///
    /// - Parameters:
    ///   - axes: The axes in which a child must fit; both by default.
    ///   - content: The candidate views, in order of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
    public var body: Never { primitiveBody("ViewThatFits") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        ViewThatFitsNode(axes: axes, children: Resolver.children(of: content, context))
    }
}
