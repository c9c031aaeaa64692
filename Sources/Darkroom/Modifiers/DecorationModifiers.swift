import Foundation

nonisolated extension View {
    /// Layers a view behind this view, proposed this view's size.
    /// (A `Color` argument picks the `ShapeStyle` overload, as in SwiftUI; both draw the same.)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        decorated(background, alignment: alignment, isOverlay: false)
    }
    /// Layers the views that `content` builds behind this view, proposed this view's size and placed by
    /// `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        decorated(content(), alignment: alignment, isOverlay: false)
    }
    /// Fills the view's bounds with a style behind it; on a device the fill grows under the safe area on `edges`
    /// where the view reaches the safe area's edge, as a hosting controller draws it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        decorated(Rectangle().fill(style).modifier(_SafeAreaIgnoringModifier(edges: edges)), alignment: .center,
                  isOverlay: false)
    }
    /// Fills a shape with a style behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        decorated(shape.fill(style, style: fillStyle), alignment: .center, isOverlay: false)
    }
    /// Fills a shape with the current background style behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        decorated(shape.fill(BackgroundShapeStyle(), style: fillStyle), alignment: .center, isOverlay: false)
    }

    /// Layers a view in front of this view, proposed this view's size.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        decorated(overlay, alignment: alignment, isOverlay: true)
    }
    /// Layers the views that `content` builds in front of this view, proposed this view's size and placed by
    /// `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        decorated(content(), alignment: alignment, isOverlay: true)
    }
    /// Fills the view's bounds with a style in front of it.
    ///
    /// A render has no safe area, so `edges` changes nothing.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        decorated(Rectangle().fill(style), alignment: .center, isOverlay: true)
    }
    /// Fills a shape with a style in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        decorated(shape.fill(style, style: fillStyle), alignment: .center, isOverlay: true)
    }

    /// Adds a border drawn inside the view's bounds.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    private func decorated<D: View>(_ decoration: D, alignment: Alignment, isOverlay: Bool) -> ModifiedContent<
        Self, _DecorationModifier<D>
    > {
        modifier(_DecorationModifier(decoration: decoration, alignment: alignment, isOverlay: isOverlay))
    }
}

/// `background` / `overlay`: the decoration resolves in the modified view's environment.
nonisolated struct _DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    let decoration: Decoration
    let alignment: Alignment
    let isOverlay: Bool
    func body(content: Content) -> Never { primitiveBody("_DecorationModifier") }
    func makeNode(content: (ResolveContext) -> LayoutNode, context: ResolveContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = nil
        return DecorationNode(content: content(context), decoration: Resolver.node(decoration, inner),
                              alignment: alignment, isOverlay: isOverlay)
    }
}
