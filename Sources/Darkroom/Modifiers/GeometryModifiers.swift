import Foundation

nonisolated extension View {
    /// Sets a view's explicit horizontal alignment guide, computed from its dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        nodeModifier { AlignmentGuideNode(key: g.key, compute: computeValue, child: $0) }
    }
    /// Sets a view's explicit vertical alignment guide, computed from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
    {
        nodeModifier { AlignmentGuideNode(key: g.key, compute: computeValue, child: $0) }
    }

    /// Draws this view displaced by `offset`, without changing its layout.
    public func offset(_ offset: CGSize) -> some View {
        nodeModifier { OffsetNode(offset: offset, child: $0) }
    }
    /// Draws this view displaced by `x` and `y`, without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Centres this view on a point of its parent's space; the result takes all
    /// the space it is offered.
    public func position(_ position: CGPoint) -> some View {
        nodeModifier { PositionNode(point: position, child: $0) }
    }
    /// Centres this view on the point (`x`, `y`) of its parent's space; the result takes all the space it is
    /// offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Names this view's coordinate space so `GeometryProxy.frame(in: .named(name))` can measure against it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        let key = AnyHashable(name)
        return nodeModifier { CoordinateSpaceNode(name: key, child: $0) }
    }
    /// Names this view's coordinate space (the iOS 17 spelling).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        let key = name.name
        return nodeModifier { CoordinateSpaceNode(name: key, child: $0) }
    }
}
