import Foundation

/// A 2D shape that you can use when drawing a view, as in SwiftUI.
///
/// A shape used as a view fills the space it is offered with the foreground style.
///
/// As in SwiftUI, the protocol is main-actor isolated through `View`, but its
/// geometry is not: `path(in:)` and `sizeThatFits(_:)` are `nonisolated`, so a
/// shape's outline can be computed on any thread.
public protocol Shape: Animatable, View {
    /// The outline of the shape in a rectangle.
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape wants for a proposal: by default the proposal, with
    /// unspecified dimensions taken as 10 points (SwiftUI's default).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// The stroke a stroked shape is drawn with, `nil` for shapes that fill: engine SPI (a requirement rather
    /// than a runtime cast, see `View._resolve`).
    @_spi(Engine) nonisolated var _strokeStyle: StrokeStyle? { get }
    /// What the shape is for, which a style may draw differently (a separator's colour): `.fill` by default.
    nonisolated static var role: ShapeRole { get }
    /// Whether the shape mirrors in a right-to-left layout: `.mirrors` by default.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

nonisolated extension Shape {
    /// Shapes fill unless they say otherwise.
    public static var role: ShapeRole { .fill }
    /// Shapes mirror in a right-to-left layout unless they say otherwise.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// Shapes fill. **Unstable**: Darkroom's hook, not API; public only because shapes of every module conform
    /// through it (a module without the engine SPI import cannot see an SPI default).
    public var _strokeStyle: StrokeStyle? { nil }
    /// The shape filled with the foreground style, filling its frame.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// Fills this shape with a style.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<
        Self, S
    > {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
    /// Fills this shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }
    /// Traces the outline of this shape with a style. Edges are always antialiased, as cairo draws them:
    /// `antialiased: false` draws the same.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<StrokedShape<Self>, S>
    {
        _ShapeView(shape: StrokedShape(base: self, style: style), style: content)
    }
    /// Traces the outline of this shape with a style, `lineWidth` points wide (always antialiased, as above).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<StrokedShape<Self>, S>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// The outline of this shape as a shape, drawn with the foreground style.
    public func stroke(style: StrokeStyle) -> StrokedShape<Self> { StrokedShape(base: self, style: style) }
    /// The outline of this shape, `lineWidth` points wide, drawn with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape that can be inset: its stroke can then stay inside its bounds.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` points on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension InsettableShape {
    /// Strokes the shape's border inside its bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<
        StrokedShape<InsetShape>, S
    > {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }
    /// Strokes the shape's border inside its bounds, `lineWidth` points wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<StrokedShape<InsetShape>, S>
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// The border inside the shape's bounds as a shape, drawn with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> StrokedShape<InsetShape> {
        inset(by: style.lineWidth / 2).stroke(style: style)
    }
    /// The border inside the shape's bounds, `lineWidth` points wide, drawn with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokedShape<InsetShape> {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// The outline of a shape traced with a stroke style.
nonisolated public struct StrokedShape<Base: Shape>: Shape {
    /// The shape whose outline is traced.
    public var base: Base
    /// The line width, caps, joins and dashes.
    public var style: StrokeStyle
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    @_spi(Engine) public var _strokeStyle: StrokeStyle? { style }
}

/// A shape drawn with a style: the view a shape becomes.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape; self.style = style; self.fillStyle = fillStyle
    }
    public var body: Never { primitiveBody("_ShapeView") }

    func makeNode(_ context: ResolveContext) -> LayoutNode {
        let env = context.environment
        let shape = self.shape, style = self.style, fillStyle = self.fillStyle
        return ShapeNode(name: TypeNames.base(of: Content.self),
                         sizing: { shape.sizeThatFits($0) },
                         draw: { rect in
            let path = shape.placedPath(in: rect)
            let paint = style._paint(in: env, bounds: rect)
            let item: DisplayItem
            if let stroke = shape._strokeStyle {
                item = .stroke(path, paint, stroke)
            } else {
                item = .fill(path, paint, fillStyle)
            }
            guard let shadow = (style as? ShadowCarryingStyle)?.carriedShadow else { return item }
            return shadow.apply(to: item, path: path, fillStyle: fillStyle, environment: env)
        })
    }
}

