import Foundation

/// A view that draws a shape, as SwiftUI's `ShapeView`: filling or stroking it again draws over it, so a shape
/// can be filled and stroked (`Circle().fill(.yellow).stroke(.orange, lineWidth: 4)`).
public protocol ShapeView<Content>: View {
    /// The type of the shape.
    associatedtype Content: Shape
    /// The shape the view draws.
    var shape: Self.Content { get }
}

extension _ShapeView: ShapeView {}

/// A shape filled over a view that already draws it, as SwiftUI's `FillShapeView`.
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The style the shape is filled with.
    public var style: Style
    /// The fill rule and antialiasing.
    public var fillStyle: FillStyle
    /// The view drawn under the fill.
    public var background: Background
    /// The fill of `shape` with `style` over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }
    public var body: some View {
        ZStack {
            background
            _ShapeView(shape: shape, style: style, fillStyle: fillStyle)
        }
    }
}

/// A shape's outline stroked over a view that already draws it, as SwiftUI's `StrokeShapeView`.
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The style the outline is drawn with.
    public var style: Style
    /// The line width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether edges are antialiased (cairo always antialiases them: `false` draws the same).
    public var isAntialiased: Bool
    /// The view drawn under the stroke.
    public var background: Background
    /// The outline of `shape` stroked with `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    public var body: some View {
        ZStack {
            background
            _ShapeView(shape: StrokedShape(base: shape, style: strokeStyle), style: style)
        }
    }
}

/// A shape's border stroked inside its bounds over a view that already draws it, as SwiftUI's
/// `StrokeBorderShapeView`.
nonisolated public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>:
    ShapeView {
    /// The shape.
    public var shape: Content
    /// The style the border is drawn with.
    public var style: Style
    /// The line width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether edges are antialiased (cairo always antialiases them: `false` draws the same).
    public var isAntialiased: Bool
    /// The view drawn under the border.
    public var background: Background
    /// The border of `shape` stroked inside it with `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    public var body: some View {
        ZStack {
            background
            _ShapeView(shape: StrokedShape(base: shape.inset(by: strokeStyle.lineWidth / 2), style: strokeStyle),
                       style: style)
        }
    }
}

extension ShapeView {
    /// Fills the shape with `content` over this view.
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
        -> FillShapeView<Self.Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }
    /// Strokes the shape's outline with `content` over this view.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Self.Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    /// Strokes the shape's outline, `lineWidth` points wide, with `content` over this view.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Self.Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Self.Content: InsettableShape {
    /// Strokes the shape's border inside its bounds with `content` over this view.
    @_disfavoredOverload
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                                         antialiased: Bool = true)
        -> StrokeBorderShapeView<Self.Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased,
                              background: self)
    }
    /// Strokes the shape's border inside its bounds, `lineWidth` points wide, with `content` over this view.
    @_disfavoredOverload
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                                         antialiased: Bool = true)
        -> StrokeBorderShapeView<Self.Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
