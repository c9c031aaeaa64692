import Foundation

/// A position channel: a labelled value or range, binned to a calendar unit for dates.
struct Channel {
    var label: String
    var lo: PlotPrimitive
    var hi: PlotPrimitive?
    var unit: Calendar.Component?
    /// The calendar of `unit` (nil: the current one).
    var calendar: Calendar?

    /// One value that is itself a range (a histogram bin): a bar spans it across its band axis.
    var isRangeValue = false

    init<V>(_ value: PlottableValue<V>) {
        label = value.label; lo = value.primitive; hi = value.upper; unit = value.unit; calendar = value.calendar
        isRangeValue = value.upper != nil
    }
    /// A range channel from two values (`xStart:xEnd:`).
    init<V>(start: PlottableValue<V>, end: PlottableValue<V>) {
        label = start.label; lo = start.primitive; hi = end.primitive; unit = start.unit; calendar = start.calendar
    }
    /// A channel over plain numbers (function plots' samples).
    init(label: String, number: Double) {
        self.label = label; lo = .number(number); hi = nil; unit = nil; calendar = nil
    }
}

/// A labelled data value that picks a style, symbol or position from a scale.
struct Keyed {
    var label: String
    var value: PlotPrimitive
}

/// A view attached to a mark.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment?
    var spacing: CGFloat?
    var content: AnyView
}

/// One mark as the chart engine sees it, after its content's modifiers were applied.
struct MarkRecord {
    enum Kind { case bar, line, point, area, rule, rectangle, sector }
    var kind: Kind
    var x: Channel?
    var y: Channel?
    /// Positions given in points instead of data (the `CGFloat?` initialisers).
    var xPoints: (CGFloat?, CGFloat?) = (nil, nil)
    var yPoints: (CGFloat?, CGFloat?) = (nil, nil)
    var series: Keyed?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// Stacking was asked for explicitly (lines never stack).
    var angle: Double?
    var angleLabel: String?
    var innerRadius: MarkDimension = .ratio(0)
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    /// A function plot: y (or the y range) as a function of x, sampled over the x domain.
    var function: FunctionSampler?

    // Modifiers.
    var style: AnyShapeStyle?
    var styleKey: Keyed?
    var symbolKey: Keyed?
    var lineStyleKey: Keyed?
    var positionKey: Keyed?
    var positionAxis: Axis?
    var positionSpan: MarkDimension = .automatic
    var strokeStyle: StrokeStyle?
    var interpolation: InterpolationMethod = .linear
    var symbol: BasicChartSymbolShape?
    var symbolView: AnyView?
    var symbolSize: CGSize?
    /// The data value `symbolSize(by:)` sizes the symbol by.
    var symbolSizeValue: Double?
    var cornerRadius: CGFloat?
    var opacity: Double = 1
    var annotations: [MarkAnnotation] = []
    var offset: CGSize = .zero
    var zIndex: Double = 0
    var clipShape: AnyShapeClip?
    var alignsStyleWithPlot = false

    init(kind: Kind) { self.kind = kind }
}

/// A clip shape applied to a mark's outline.
struct AnyShapeClip {
    let path: (CGRect) -> Path
}

/// A function of x sampled over the x domain.
struct FunctionSampler {
    var xLabel: String
    var yLabel: String
    var domain: ClosedRange<Double>?
    /// y for one x, or the y range for an area; `nil` where undefined.
    var evaluate: (Double) -> (Double, Double?)
    /// A parametric curve: (x, y) for each t across `domain` (which is then t's domain).
    var parametric: ((Double) -> (Double, Double))?
}
