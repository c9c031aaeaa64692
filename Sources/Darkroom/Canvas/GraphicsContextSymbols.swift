import Foundation

extension GraphicsContext {
    /// One of a canvas's symbol views, laid out for drawing, as SwiftUI's `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        let node: LayoutNode
        /// The symbol's ideal size.
        public var size: CGSize { node.sizeThatFits(.unspecified) }
    }

    /// The symbol view tagged `id` (`Canvas(renderer:symbols:)`), or nil when the canvas has none.
    public func resolveSymbol<ID>(id: ID) -> GraphicsContext.ResolvedSymbol? where ID: Hashable {
        let tag = AnyHashable(id)
        return symbols.first { $0.value(TagKey.self) == tag }.map(ResolvedSymbol.init)
    }

    /// Draws a symbol laid out in `rect`, as the view would be offered that rectangle.
    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect) {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite else { return }
        let placed = symbol.node.place(in: r, proposal: ProposedViewSize(width: r.width, height: r.height))
        var items: [DisplayItem] = []
        placed.record(into: &items)
        record(items)
    }

    /// Draws a symbol at its ideal size with `anchor` of it at `point`.
    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = symbol.size
        draw(symbol, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height,
                                width: s.width, height: s.height))
    }

    /// The shading as this context would draw it. Darkroom resolves shadings' colours and styles
    /// when they are drawn, in this same environment, so the shading comes back as it is.
    public func resolve(_ shading: GraphicsContext.Shading) -> GraphicsContext.Shading { shading }
}
