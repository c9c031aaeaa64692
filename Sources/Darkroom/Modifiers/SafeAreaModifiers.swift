import Foundation

nonisolated extension View {
    /// Lets the view grow under the safe area on `edges` where it reaches the safe area's edge (a hosted render:
    /// a device in a snapshot or preview); elsewhere there is no safe area and the view is unchanged. The keyboard
    /// region is never shown, so `regions` changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoringModifier(edges: regions.contains(.container) ? edges : []))
    }
    /// The deprecated spelling of `ignoresSafeArea(edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_SafeAreaIgnoringModifier(edges: edges))
    }
    /// Safe-area padding is plain padding in a render (the safe area is empty).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }
    /// `length` points of padding on every edge (the safe area is empty in a render).
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }
    /// Padding by `insets` (the safe area is empty in a render).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

    /// Shows `content` along the top or bottom edge, the view laid out in the space left.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity)
            if edge == .bottom { inset }
        }
    }
    /// Shows `content` along the leading or trailing edge, the view laid out in the space left.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }
}

/// `ignoresSafeArea`: the content placed in its frame grown under the safe area (`SafeAreaIgnoringNode`).
nonisolated struct _SafeAreaIgnoringModifier: ViewModifier, PrimitiveModifier {
    let edges: Edge.Set
    func body(content: Content) -> Never { primitiveBody("_SafeAreaIgnoringModifier") }
    func makeNode(content: (ResolveContext) -> LayoutNode, context: ResolveContext) -> LayoutNode {
        let child = content(context)
        return edges.isEmpty ? child : SafeAreaIgnoringNode(edges: edges, child: child)
    }
}
