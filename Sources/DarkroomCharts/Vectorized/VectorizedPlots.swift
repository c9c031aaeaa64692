import Foundation

/// The content of a vectorized plot over `Data`: the collection and the mark each element makes.
///
/// The plots' generic `Content` names it (`BarPlot<VectorizedBarPlotContent<[Sale]>>`); code
/// rarely spells it.
public struct VectorizedPlotContent<Data: RandomAccessCollection> {
    let core: _VectorizedPlotCore<Data.Element>
}

/// The content of a `BarPlot` over a collection.
public typealias VectorizedBarPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
/// The content of a `LinePlot` over a collection.
public typealias VectorizedLinePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
/// The content of a `PointPlot` over a collection.
public typealias VectorizedPointPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
/// The content of an `AreaPlot` over a collection.
public typealias VectorizedAreaPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
/// The content of a `RectanglePlot` over a collection.
public typealias VectorizedRectanglePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
/// The content of a `RulePlot` over a collection.
public typealias VectorizedRulePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
/// The content of a `SectorPlot` over a collection.
public typealias VectorizedSectorPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>

/// What a plot type's `Content` can be: vectorized data or (for lines and areas) a function.
protocol PlotContentCollecting {
    func collect(into collector: inout _ChartCollector)
}

extension VectorizedPlotContent: PlotContentCollecting {
    func collect(into collector: inout _ChartCollector) { core.collect(into: &collector) }
}

/// The plots share one collection rule: their content adds its marks.
nonisolated protocol ContentPlot: ChartContent where Body == Never {
    associatedtype Content
    var content: Content { get }
}

nonisolated extension ContentPlot {
    /// Primitive chart content has no body; it is never evaluated.
    public var body: Never { primitiveChartBody("\(Self.self)") }
    /// Darkroom's collection hook: adds this content's marks; not for use.
    public static func _collect(_ plot: Self, into collector: inout _ChartCollector) {
        (plot.content as? PlotContentCollecting)?.collect(into: &collector)
    }
}

func vectorized<Data: RandomAccessCollection>(_ data: Data, _ mark: @escaping (Data.Element) -> MarkRecord)
    -> VectorizedPlotContent<Data> {
    VectorizedPlotContent(core: _VectorizedPlotCore(data, mark: mark))
}

// MARK: Bars

/// Bars for every element of a collection, drawn as `BarMark`s would be.
nonisolated public struct BarPlot<Content>: ChartContent, ContentPlot {
    let content: Content
}

nonisolated extension BarPlot: VectorizedChartContent where Content: _VectorizedPlotContentType {
    /// The element of the plotted collection.
    public typealias DataElement = Content._Data.Element
    /// Darkroom's hook; not for use.
    public var _vectorized: _VectorizedPlotCore<DataElement> { content._core }
}

/// Names the collection a vectorized plot's content holds; Darkroom's, not for use.
public protocol _VectorizedPlotContentType {
    /// The plotted collection's type.
    associatedtype _Data: RandomAccessCollection
    /// The collection and the marks its elements make.
    var _core: _VectorizedPlotCore<_Data.Element> { get }
}

extension VectorizedPlotContent: _VectorizedPlotContentType {
    /// The plotted collection's type.
    public typealias _Data = Data
    /// The collection and the marks its elements make.
    public var _core: _VectorizedPlotCore<Data.Element> { core }
}

nonisolated extension BarPlot {
    /// A bar per element at `x` with length `y`; bars sharing a position stack by default.
    public init<Data: RandomAccessCollection>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        y: PlottableProjection<Data.Element, some Plottable>, width: MarkDimensions<Data.Element> = .automatic,
        height: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedBarPlotContent<Data> {
        content = vectorized(data) { e in
            BarMark(x: x.project(e), y: y.project(e), width: width.resolve(e), height: height.resolve(e),
                    stacking: stacking).record
        }
    }
    /// A bar per element at `x` spanning `yStart` to `yEnd`.
    public init<Data: RandomAccessCollection, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>,
        width: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedBarPlotContent<Data> {
        content = vectorized(data) { e in
            BarMark(x: x.project(e), yStart: yStart.project(e), yEnd: yEnd.project(e), width: width.resolve(e)).record
        }
    }
    /// A horizontal bar per element at `y` spanning `xStart` to `xEnd`.
    public init<Data: RandomAccessCollection, X: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, some Plottable>, height: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedBarPlotContent<Data> {
        content = vectorized(data) { e in
            BarMark(xStart: xStart.project(e), xEnd: xEnd.project(e), y: y.project(e),
                    height: height.resolve(e)).record
        }
    }
    /// A one-dimensional bar per element along x.
    public init<Data: RandomAccessCollection>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        height: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedBarPlotContent<Data> {
        content = vectorized(data) { e in
            BarMark(x: x.project(e), height: height.resolve(e), stacking: stacking).record
        }
    }
    /// A one-dimensional bar per element along y.
    public init<Data: RandomAccessCollection>(
        _ data: Data, y: PlottableProjection<Data.Element, some Plottable>,
        width: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedBarPlotContent<Data> {
        content = vectorized(data) { e in
            BarMark(y: y.project(e), width: width.resolve(e), stacking: stacking).record
        }
    }
}

// MARK: Points

/// A point for every element of a collection, drawn as `PointMark`s would be.
nonisolated public struct PointPlot<Content>: ChartContent, ContentPlot {
    let content: Content
}

nonisolated extension PointPlot: VectorizedChartContent where Content: _VectorizedPlotContentType {
    /// The element of the plotted collection.
    public typealias DataElement = Content._Data.Element
    /// Darkroom's hook; not for use.
    public var _vectorized: _VectorizedPlotCore<DataElement> { content._core }
}

nonisolated extension PointPlot {
    /// A point per element at (`x`, `y`).
    public init<Data: RandomAccessCollection>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedPointPlotContent<Data> {
        content = vectorized(data) { e in PointMark(x: x.project(e), y: y.project(e)).record }
    }
    /// A point per element at `x`, at a fixed vertical position in points (the middle when nil).
    public init<Data: RandomAccessCollection>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: CGFloat? = nil
    ) where Content == VectorizedPointPlotContent<Data> {
        content = vectorized(data) { e in PointMark(x: x.project(e), y: y).record }
    }
    /// A point per element at `y`, at a fixed horizontal position in points (the middle when nil).
    public init<Data: RandomAccessCollection>(
        _ data: Data, x: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedPointPlotContent<Data> {
        content = vectorized(data) { e in PointMark(x: x, y: y.project(e)).record }
    }
}

// MARK: Rectangles

/// A rectangle for every element of a collection (heat maps), drawn as `RectangleMark`s would be.
nonisolated public struct RectanglePlot<Content>: ChartContent, ContentPlot {
    let content: Content
}

nonisolated extension RectanglePlot: VectorizedChartContent where Content: _VectorizedPlotContentType {
    /// The element of the plotted collection.
    public typealias DataElement = Content._Data.Element
    /// Darkroom's hook; not for use.
    public var _vectorized: _VectorizedPlotCore<DataElement> { content._core }
}

nonisolated extension RectanglePlot {
    /// A rectangle per element centred at (`x`, `y`).
    public init<Data: RandomAccessCollection>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        y: PlottableProjection<Data.Element, some Plottable>, width: MarkDimensions<Data.Element> = .automatic,
        height: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = vectorized(data) { e in
            RectangleMark(x: x.project(e), y: y.project(e), width: width.resolve(e), height: height.resolve(e)).record
        }
    }
    /// A rectangle per element spanning two ranges.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = vectorized(data) { e in
            RectangleMark(xStart: xStart.project(e), xEnd: xEnd.project(e), yStart: yStart.project(e),
                          yEnd: yEnd.project(e)).record
        }
    }
}

// MARK: Rules

/// A rule for every element of a collection, drawn as `RuleMark`s would be.
nonisolated public struct RulePlot<Content>: ChartContent, ContentPlot {
    let content: Content
}

nonisolated extension RulePlot: VectorizedChartContent where Content: _VectorizedPlotContentType {
    /// The element of the plotted collection.
    public typealias DataElement = Content._Data.Element
    /// Darkroom's hook; not for use.
    public var _vectorized: _VectorizedPlotCore<DataElement> { content._core }
}

nonisolated extension RulePlot {
    /// A vertical rule per element at `x`, across the plot.
    public init<Data: RandomAccessCollection>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedRulePlotContent<Data> {
        content = vectorized(data) { e in RuleMark(x: x.project(e)).record }
    }
    /// A horizontal rule per element at `y`, across the plot.
    public init<Data: RandomAccessCollection>(
        _ data: Data, y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedRulePlotContent<Data> {
        content = vectorized(data) { e in RuleMark(y: y.project(e)).record }
    }
    /// A vertical segment per element at `x` from `yStart` to `yEnd`.
    public init<Data: RandomAccessCollection, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedRulePlotContent<Data> {
        content = vectorized(data) { e in RuleMark(x: x.project(e), yStart: yStart.project(e),
            yEnd: yEnd.project(e)).record }
    }
    /// A horizontal segment per element at `y` from `xStart` to `xEnd`.
    public init<Data: RandomAccessCollection, X: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedRulePlotContent<Data> {
        content = vectorized(data) { e in RuleMark(xStart: xStart.project(e), xEnd: xEnd.project(e),
            y: y.project(e)).record }
    }
}

// MARK: Sectors

/// A sector of a pie or donut for every element of a collection, drawn as `SectorMark`s would be.
nonisolated public struct SectorPlot<Content>: ChartContent, ContentPlot {
    let content: Content
}

nonisolated extension SectorPlot: VectorizedChartContent where Content: _VectorizedPlotContentType {
    /// The element of the plotted collection.
    public typealias DataElement = Content._Data.Element
    /// Darkroom's hook; not for use.
    public var _vectorized: _VectorizedPlotCore<DataElement> { content._core }
}

nonisolated extension SectorPlot {
    /// A sector per element whose angle is its share of the total of `angle`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, angle: PlottableProjection<Data.Element, some Plottable>,
        innerRadius: MarkDimensions<Data.Element> = .automatic, outerRadius: MarkDimensions<Data.Element> = .automatic,
        angularInset: CGFloat? = nil
    ) where Content == VectorizedSectorPlotContent<Data> {
        content = vectorized(data) { e in
            SectorMark(angle: angle.project(e), innerRadius: innerRadius.resolve(e),
                outerRadius: outerRadius.resolve(e),
                       angularInset: angularInset).record
        }
    }
    /// A sector per element, with the angular inset read from each element.
    public init<Data: RandomAccessCollection>(
        _ data: Data, angle: PlottableProjection<Data.Element, some Plottable>,
        innerRadius: MarkDimensions<Data.Element> = .automatic, outerRadius: MarkDimensions<Data.Element> = .automatic,
        angularInset: KeyPath<Data.Element, CGFloat>
    ) where Content == VectorizedSectorPlotContent<Data> {
        content = vectorized(data) { e in
            SectorMark(angle: angle.project(e), innerRadius: innerRadius.resolve(e),
                outerRadius: outerRadius.resolve(e),
                       angularInset: e[keyPath: angularInset]).record
        }
    }
}

// MARK: Lines and areas over data

nonisolated extension LinePlot: VectorizedChartContent where Content: _VectorizedPlotContentType {
    /// The element of the plotted collection.
    public typealias DataElement = Content._Data.Element
    /// Darkroom's hook; not for use.
    public var _vectorized: _VectorizedPlotCore<DataElement> { content._core }
}

nonisolated extension LinePlot {
    /// A line through every element's (`x`, `y`), in data order.
    public init<Data: RandomAccessCollection>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedLinePlotContent<Data> {
        content = vectorized(data) { e in LineMark(x: x.project(e), y: y.project(e)).record }
    }
    /// One line per `series` value through its elements' (`x`, `y`).
    public init<Data: RandomAccessCollection>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        y: PlottableProjection<Data.Element, some Plottable>, series: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedLinePlotContent<Data> {
        content = vectorized(data) { e in LineMark(x: x.project(e), y: y.project(e), series: series.project(e)).record }
    }
}

nonisolated extension AreaPlot: VectorizedChartContent where Content: _VectorizedPlotContentType {
    /// The element of the plotted collection.
    public typealias DataElement = Content._Data.Element
    /// Darkroom's hook; not for use.
    public var _vectorized: _VectorizedPlotCore<DataElement> { content._core }
}

nonisolated extension AreaPlot {
    /// The area under every element's (`x`, `y`); areas sharing an x stack by default.
    public init<Data: RandomAccessCollection>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        y: PlottableProjection<Data.Element, some Plottable>, stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedAreaPlotContent<Data> {
        content = vectorized(data) { e in AreaMark(x: x.project(e), y: y.project(e), stacking: stacking).record }
    }
    /// One area per `series` value.
    public init<Data: RandomAccessCollection>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        y: PlottableProjection<Data.Element, some Plottable>, series: PlottableProjection<Data.Element, some Plottable>,
        stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedAreaPlotContent<Data> {
        content = vectorized(data) { e in
            AreaMark(x: x.project(e), y: y.project(e), series: series.project(e), stacking: stacking).record
        }
    }
    /// The band between every element's `yStart` and `yEnd` at `x`.
    public init<Data: RandomAccessCollection, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
        yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedAreaPlotContent<Data> {
        content = vectorized(data) { e in AreaMark(x: x.project(e), yStart: yStart.project(e),
            yEnd: yEnd.project(e)).record }
    }
}
