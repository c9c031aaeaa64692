import Foundation

nonisolated extension View {
    /// A render has no safe area: the view is unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// A render has no safe area: the view is unchanged (deprecated spelling of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
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
