import Foundation

/// Chart content with a modifier applied to every mark in it.
nonisolated public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let modify: (inout MarkRecord) -> Void
    /// Primitive chart content has no body; it is never evaluated.
    public var body: Never { primitiveChartBody("_ModifiedChartContent") }
    /// Darkroom's collection hook: adds this content's marks; not for use.
    public static func _collect(_ modified: Self, into collector: inout _ChartCollector) {
        collector.with(modified.modify) { Content._collect(modified.content, into: &$0) }
    }
}

nonisolated extension ChartContent {
    func modifyingMarks(_ modify: @escaping (inout MarkRecord) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, modify: modify)
    }

    /// Fills (or strokes) the marks with a style; gradients fill each mark's own bounds.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let style = AnyShapeStyle(style)
        return modifyingMarks { $0.style = style }
    }
    /// Colours the marks by a data value through the chart's foreground style scale (and adds a legend).
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = Keyed(label: value.label, value: value.primitive)
        return modifiingKey(key) { $0.styleKey = $1 }
    }
    /// Picks the point symbol by a data value (circle, square, triangle, diamond, pentagon, …).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifiingKey(Keyed(label: value.label, value: value.primitive)) { $0.symbolKey = $1 }
    }
    /// Draws lines with a dash pattern chosen by a data value.
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifiingKey(Keyed(label: value.label, value: value.primitive)) { $0.lineStyleKey = $1 }
    }
    /// Places marks that share a band side by side, grouped by a data value.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil,
                                       span: MarkDimension = .automatic) -> some ChartContent {
        let key = Keyed(label: value.label, value: value.primitive)
        return modifyingMarks { $0.positionKey = key; $0.positionAxis = axis; $0.positionSpan = span }
    }
    private func modifiingKey(_ key: Keyed, _ set: @escaping (inout MarkRecord, Keyed) -> Void)
        -> _ModifiedChartContent<Self> {
        modifyingMarks { set(&$0, key) }
    }

    /// The stroke of lines and rules (width, dash, cap).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { modifyingMarks { $0.strokeStyle = style } }
    /// How lines and areas join their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modifyingMarks { $0.interpolation = method }
    }
    /// A named symbol at each point (on a line: adds symbols).
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let basic = symbol as? BasicChartSymbolShape ?? .circle
        return modifyingMarks { $0.symbol = basic }
    }
    /// A view drawn at each point instead of a symbol.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return modifyingMarks { $0.symbolView = view }
    }
    /// The symbol's perceived area in square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = sqrt(max(0, area))
        return modifyingMarks { $0.symbolSize = CGSize(width: side, height: side) }
    }
    /// The symbol's size in points.
    public func symbolSize(_ size: CGSize) -> some ChartContent { modifyingMarks { $0.symbolSize = size } }
    /// Rounds the corners of bars and rectangles.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modifyingMarks { $0.cornerRadius = radius }
    }
    /// The marks' opacity.
    public func opacity(_ opacity: Double) -> some ChartContent { modifyingMarks { $0.opacity *= opacity } }
    /// Moves the marks by a distance in points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modifyingMarks { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
    }
    /// Moves the marks by a distance in points.
    public func offset(_ offset: CGSize) -> some ChartContent { self.offset(x: offset.width, y: offset.height) }
    /// Orders overlapping marks: higher values draw later.
    public func zIndex(_ value: Double) -> some ChartContent { modifyingMarks { $0.zIndex = value } }
    /// Clips each mark to a shape fitted to its bounds.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent {
        let clip = AnyShapeClip(path: { shape.path(in: $0) })
        return modifyingMarks { $0.clipShape = clip }
    }
    /// Makes a gradient style span the plot area instead of each mark.
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
        modifyingMarks { $0.alignsStyleWithPlot = aligns }
    }

    /// Attaches a view to each mark.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let note = MarkAnnotation(position: position, alignment: alignment, spacing: spacing,
            content: AnyView(content()))
        return modifyingMarks { $0.annotations.append(note) }
    }
    /// Attaches a view to each mark; overflow resolution is accepted and the view stays where placed.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }
    /// Attaches a view built from the annotation's context.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing) {
            content(AnnotationContext(targetSize: .zero))
        }
    }
}

/// What an annotation's content may know about its mark.
public struct AnnotationContext: Sendable {
    /// The size of the annotated mark.
    public var targetSize: CGSize
}
