import Foundation

/// Chart content that plots a whole collection with one declaration (the vectorized plots):
/// its `DataElement` is the collection's element, which key-path modifiers read.
///
/// Add modifiers that take key paths before modifiers that take plain values, as on Apple
/// platforms: the plain-value modifiers return ordinary ``ChartContent``.
@MainActor @preconcurrency
public protocol VectorizedChartContent<DataElement>: ChartContent {
    /// The type of one data element, sometimes called a data point or observation.
    associatedtype DataElement
    /// Darkroom's hook: the plot's data and per-element marks; not for use.
    nonisolated var _vectorized: _VectorizedPlotCore<DataElement> { get }
}

/// A vectorized plot's data, the mark each element makes and the key-path modifiers applied to it;
/// opaque outside the module.
public struct _VectorizedPlotCore<DataElement> {
    /// Calls its argument with every element, in data order.
    let forEach: ((DataElement) -> Void) -> Void
    let makeMark: (DataElement) -> MarkRecord
    /// Per-element modifiers, innermost first.
    var modifiers: [(DataElement, inout MarkRecord) -> Void] = []

    init<Data: RandomAccessCollection>(_ data: Data, mark: @escaping (DataElement) -> MarkRecord)
    where Data.Element == DataElement {
        forEach = { body in for element in data { body(element) } }
        makeMark = mark
    }

    func collect(into collector: inout _ChartCollector) {
        forEach { element in
            var mark = makeMark(element)
            for modifier in modifiers { modifier(element, &mark) }
            collector.add(mark)
        }
    }

    func adding(_ modifier: @escaping (DataElement, inout MarkRecord) -> Void) -> _VectorizedPlotCore {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}

/// A vectorized plot with one more key-path modifier applied to each element's mark.
nonisolated public struct _VectorizedModifiedContent<DataElement>: VectorizedChartContent {
    /// Darkroom's hook; not for use.
    public let _vectorized: _VectorizedPlotCore<DataElement>
    /// Primitive content has no body.
    public var body: Never { primitiveChartBody("_VectorizedModifiedContent") }
    /// Adds the plot's marks.
    public static func _collect(_ content: Self, into collector: inout _ChartCollector) {
        content._vectorized.collect(into: &collector)
    }
}

nonisolated extension VectorizedChartContent {
    private func modifyingElements(_ modify: @escaping (DataElement, inout MarkRecord) -> Void)
        -> _VectorizedModifiedContent<DataElement> {
        _VectorizedModifiedContent(_vectorized: _vectorized.adding(modify))
    }

    /// Fills (or strokes) each element's mark with the style at `keyPath`.
    public func foregroundStyle(_ keyPath: KeyPath<DataElement, some ShapeStyle>)
        -> some VectorizedChartContent<DataElement> {
        modifyingElements { $1.style = AnyShapeStyle($0[keyPath: keyPath]) }
    }
    /// Colours each element's mark by a data value through the chart's foreground style scale.
    public func foregroundStyle(by value: PlottableProjection<DataElement, some Plottable>)
        -> some VectorizedChartContent<DataElement> {
        modifyingElements { element, mark in
            let v = value.project(element)
            mark.styleKey = Keyed(label: v.label, value: v.primitive)
        }
    }
    /// Picks each element's symbol by a data value (circle, square, triangle, diamond, pentagon, …).
    public func symbol(by value: PlottableProjection<DataElement, some Plottable>)
        -> some VectorizedChartContent<DataElement> {
        modifyingElements { element, mark in
            let v = value.project(element)
            mark.symbolKey = Keyed(label: v.label, value: v.primitive)
        }
    }
    /// Draws lines with a dash pattern chosen by a data value.
    public func lineStyle(by value: PlottableProjection<DataElement, some Plottable>)
        -> some VectorizedChartContent<DataElement> {
        modifyingElements { element, mark in
            let v = value.project(element)
            mark.lineStyleKey = Keyed(label: v.label, value: v.primitive)
        }
    }
    /// Sizes each element's symbol by a data value: larger values draw larger symbols.
    public func symbolSize(by value: PlottableProjection<DataElement, some Plottable>)
        -> some VectorizedChartContent<DataElement> {
        modifyingElements { element, mark in
            let v = value.project(element)
            mark.symbolSizeValue = v.primitive.continuous
        }
    }
    /// The opacity (0…1) at `keyPath` of each element.
    public func opacity(_ keyPath: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        modifyingElements { $1.opacity *= Double($0[keyPath: keyPath]) }
    }
    /// The stroke at `keyPath` of each element's line or rule.
    public func lineStyle(_ style: KeyPath<DataElement, StrokeStyle>) -> some VectorizedChartContent<DataElement> {
        modifyingElements { $1.strokeStyle = $0[keyPath: style] }
    }
    /// The symbol's perceived area in square points, read from each element.
    public func symbolSize(_ area: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        modifyingElements { element, mark in
            let side = sqrt(max(0, element[keyPath: area]))
            mark.symbolSize = CGSize(width: side, height: side)
        }
    }
    /// The symbol's bounding box, read from each element.
    public func symbolSize(_ size: KeyPath<DataElement, CGSize>) -> some VectorizedChartContent<DataElement> {
        modifyingElements { $1.symbolSize = $0[keyPath: size] }
    }
    /// The symbol shape at `keyPath` of each element.
    public func symbol(_ keyPath: KeyPath<DataElement, some ChartSymbolShape>)
        -> some VectorizedChartContent<DataElement> {
        modifyingElements { $1.symbol = ($0[keyPath: keyPath] as? BasicChartSymbolShape) ?? .circle }
    }
}
