import Foundation

/// Primitive marks share one collection rule: they add their record.
nonisolated protocol PrimitiveMark: ChartContent where Body == Never {
    var record: MarkRecord { get }
}

nonisolated extension PrimitiveMark {
    /// Primitive chart content has no body; it is never evaluated.
    public var body: Never { primitiveChartBody("\(Self.self)") }
    /// Darkroom's collection hook: adds this content's marks; not for use.
    public static func _collect(_ mark: Self, into collector: inout _ChartCollector) { collector.add(mark.record) }
}

/// A bar: a rectangle from a baseline (or a range's start) to its value, one per band.
nonisolated public struct BarMark: ChartContent, PrimitiveMark {
    var record = MarkRecord(kind: .bar)

    /// A bar at `x` with length `y` (vertical when x is a category or date); bars sharing a position stack.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                                            stacking: MarkStackingMethod = .standard) {
        record.x = Channel(x); record.y = Channel(y)
        record.width = width; record.height = height; record.stacking = stacking
    }
    /// A vertical bar at `x` spanning `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record.x = Channel(x); record.y = Channel(start: yStart, end: yEnd); record.width = width
        record.stacking = .unstacked
    }
    /// A horizontal bar at `y` spanning `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record.x = Channel(start: xStart, end: xEnd); record.y = Channel(y); record.height = height
        record.stacking = .unstacked
    }
    /// A bar spanning ranges on both axes.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = Channel(start: xStart, end: xEnd); record.y = Channel(start: yStart, end: yEnd)
        record.stacking = .unstacked
    }
    /// A one-dimensional bar along x (spans the plot's height).
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        record.x = Channel(x); record.height = height; record.stacking = stacking
    }
    /// A one-dimensional bar along y.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        record.y = Channel(y); record.width = width; record.stacking = stacking
    }
    /// A bar spanning `xStart` to `xEnd` at a position in points (or across the plot).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil,
                              height: MarkDimension = .automatic) {
        record.x = Channel(start: xStart, end: xEnd); record.yPoints = (y, nil); record.height = height
        record.stacking = .unstacked
    }
    /// A bar spanning `yStart` to `yEnd` at a position in points (or across the plot).
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                              width: MarkDimension = .automatic) {
        record.y = Channel(start: yStart, end: yEnd); record.xPoints = (x, nil); record.width = width
        record.stacking = .unstacked
    }
}

/// A line through points in data order, one per series.
nonisolated public struct LineMark: ChartContent, PrimitiveMark {
    var record = MarkRecord(kind: .line)
    /// A point of a line at (`x`, `y`); points join in data order, one line per style.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = Channel(x); record.y = Channel(y); record.stacking = .unstacked
    }
    /// A point of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        record.x = Channel(x); record.y = Channel(y); record.stacking = .unstacked
        record.series = Keyed(label: series.label, value: series.primitive)
    }
}

/// A point (a filled symbol) at a position.
nonisolated public struct PointMark: ChartContent, PrimitiveMark {
    var record = MarkRecord(kind: .point)
    /// A point at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = Channel(x); record.y = Channel(y); record.stacking = .unstacked
    }
    /// A point at `y`, at a horizontal position in points (the middle when nil).
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        record.xPoints = (x, nil); record.y = Channel(y); record.stacking = .unstacked
    }
    /// A point at `x`, at a vertical position in points (the middle when nil).
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        record.x = Channel(x); record.yPoints = (y, nil); record.stacking = .unstacked
    }
}

/// The area under a line (or between two), stacked by default.
nonisolated public struct AreaMark: ChartContent, PrimitiveMark {
    var record = MarkRecord(kind: .area)
    /// A point of the area under a line; areas sharing an x stack.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            stacking: MarkStackingMethod = .standard) {
        record.x = Channel(x); record.y = Channel(y); record.stacking = stacking
    }
    /// A point of the area of `series`; areas sharing an x stack.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        record.x = Channel(x); record.y = Channel(y); record.stacking = stacking
        record.series = Keyed(label: series.label, value: series.primitive)
    }
    /// A point of the band between `yStart` and `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = Channel(x); record.y = Channel(start: yStart, end: yEnd); record.stacking = .unstacked
    }
    /// A point of the band of `series` between `yStart` and `yEnd`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>,
                                                          yEnd: PlottableValue<Y>, series: PlottableValue<S>) {
        record.x = Channel(x); record.y = Channel(start: yStart, end: yEnd); record.stacking = .unstacked
        record.series = Keyed(label: series.label, value: series.primitive)
    }
    /// A point of a horizontal band between `xStart` and `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = Channel(start: xStart, end: xEnd); record.y = Channel(y); record.stacking = .unstacked
    }
}

/// A straight line across the plot, or a segment between two values.
nonisolated public struct RuleMark: ChartContent, PrimitiveMark {
    var record = MarkRecord(kind: .rule)
    /// A vertical rule at `x` across the plot.
    public init<X: Plottable>(x: PlottableValue<X>) { record.x = Channel(x); record.stacking = .unstacked }
    /// A horizontal rule at `y` across the plot.
    public init<Y: Plottable>(y: PlottableValue<Y>) { record.y = Channel(y); record.stacking = .unstacked }
    /// A vertical segment at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = Channel(x); record.y = Channel(start: yStart, end: yEnd); record.stacking = .unstacked
    }
    /// A horizontal segment at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = Channel(start: xStart, end: xEnd); record.y = Channel(y); record.stacking = .unstacked
    }
    /// A vertical rule at `x` between positions in points (the plot's edges when nil).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.x = Channel(x); record.yPoints = (yStart, yEnd); record.stacking = .unstacked
    }
    /// A horizontal rule at `y` between positions in points (the plot's edges when nil).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        record.y = Channel(y); record.xPoints = (xStart, xEnd); record.stacking = .unstacked
    }
}

/// A rectangle at a position or spanning ranges (heat maps, highlight bands).
nonisolated public struct RectangleMark: ChartContent, PrimitiveMark {
    var record = MarkRecord(kind: .rectangle)
    /// A rectangle centred at (`x`, `y`), a band wide and tall by default.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        record.x = Channel(x); record.y = Channel(y); record.width = width; record.height = height
        record.stacking = .unstacked
    }
    /// A rectangle spanning ranges on both axes.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = Channel(start: xStart, end: xEnd); record.y = Channel(start: yStart, end: yEnd)
        record.stacking = .unstacked
    }
    /// A rectangle spanning `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record.x = Channel(start: xStart, end: xEnd); record.y = Channel(y); record.height = height
        record.stacking = .unstacked
    }
    /// A rectangle spanning `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record.x = Channel(x); record.y = Channel(start: yStart, end: yEnd); record.width = width
        record.stacking = .unstacked
    }
    /// A band spanning `xStart` to `xEnd` across the plot's height.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        record.x = Channel(start: xStart, end: xEnd); record.stacking = .unstacked
    }
    /// A band spanning `yStart` to `yEnd` across the plot's width.
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.y = Channel(start: yStart, end: yEnd); record.stacking = .unstacked
    }
}

/// A slice of a pie or donut: its angle is its share of the total.
nonisolated public struct SectorMark: ChartContent, PrimitiveMark {
    var record = MarkRecord(kind: .sector)
    /// A sector whose angle is its share of the total; radii as points, ratios or insets of the ring.
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .ratio(0),
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        record.angle = angle.primitive.continuous.map { max(0, $0) } ?? 0
        record.angleLabel = angle.label
        record.innerRadius = innerRadius; record.outerRadius = outerRadius; record.angularInset = angularInset ?? 0
        record.stacking = .unstacked
    }
}
