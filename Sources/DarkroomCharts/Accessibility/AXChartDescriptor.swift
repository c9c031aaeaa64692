import Foundation

// Audio-graph descriptors (Apple's Accessibility framework), which most public chart
// code attaches with `accessibilityChartDescriptor(_:)`. A still image has no VoiceOver:
// the descriptors are kept as values, so such code compiles; nothing is drawn from them.

/// A type that describes its chart for assistive technologies.
public protocol AXChartDescriptorRepresentable {
    /// The chart's descriptor.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Updates an existing descriptor (the default does nothing).
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

nonisolated extension AXChartDescriptorRepresentable {
    /// Updates the descriptor when the chart changes; a still frame never calls it.
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

/// An axis of a chart descriptor.
public protocol AXDataAxisDescriptor {
    /// The axis title read out by assistive technologies.
    var title: String { get set }
}

/// A numeric axis: its range, grid lines and how values are spoken.
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    /// The axis title read out.
    public var title: String
    /// The axis range.
    public var range: ClosedRange<Double>
    /// Values of the grid lines.
    public var gridlinePositions: [Double]
    /// Spells a value for assistive technologies.
    public var valueDescriptionProvider: (Double) -> String
    /// A numeric axis description.
    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title; self.range = range; self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }
}

/// A categorical axis: its categories in order.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    /// The axis title read out.
    public var title: String
    /// The categories in axis order.
    public var categoryOrder: [String]
    /// A categorical axis description.
    public init(title: String, categoryOrder: [String]) { self.title = title; self.categoryOrder = categoryOrder }
}

/// One data point of a series.
public final class AXDataPoint {
    /// The point's x value.
    public var xValue: AXDataPointValue
    /// The point's y value, if any.
    public var yValue: AXDataPointValue?
    /// Further values of the point.
    public var additionalValues: [AXDataPointValue]
    /// A label read with the point.
    public var label: String?
    /// A data point with a numeric x value.
    public convenience init(x: Double, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        self.init(xValue: .number(x), yValue: y.map { .number($0) }, additionalValues: additionalValues, label: label)
    }
    /// A data point with a categorical x value.
    public convenience init(x: String, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        self.init(xValue: .category(x), yValue: y.map { .number($0) }, additionalValues: additionalValues, label: label)
    }
    init(xValue: AXDataPointValue, yValue: AXDataPointValue?, additionalValues: [AXDataPointValue], label: String?) {
        self.xValue = xValue; self.yValue = yValue; self.additionalValues = additionalValues; self.label = label
    }
}

/// A value of a data point.
public enum AXDataPointValue {
    /// A numeric value.
    case number(Double)
    /// A categorical value, named by a string.
    case category(String)
}

/// A named series of data points.
public final class AXDataSeriesDescriptor {
    /// The series name.
    public var name: String?
    /// Whether the series is a continuous line.
    public var isContinuous: Bool
    /// The series' points.
    public var dataPoints: [AXDataPoint]
    /// A series description.
    public init(name: String?, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name; self.isContinuous = isContinuous; self.dataPoints = dataPoints
    }
}

/// A description of a chart for assistive technologies.
public final class AXChartDescriptor {
    /// The chart's title.
    public var title: String?
    /// A summary of what the chart shows.
    public var summary: String?
    /// The x axis.
    public var xAxis: any AXDataAxisDescriptor
    /// The y axis, if numeric.
    public var yAxis: AXNumericDataAxisDescriptor?
    /// Further axes.
    public var additionalAxes: [any AXDataAxisDescriptor]
    /// The data series.
    public var series: [AXDataSeriesDescriptor]
    /// A chart description for audio graphs.
    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
                yAxis: AXNumericDataAxisDescriptor?, additionalAxes: [any AXDataAxisDescriptor] = [],
                series: [AXDataSeriesDescriptor]) {
        self.title = title; self.summary = summary; self.xAxis = xAxis; self.yAxis = yAxis
        self.additionalAxes = additionalAxes; self.series = series
    }
}

nonisolated extension View {
    /// Attaches an audio-graph descriptor; a still render keeps the view as it is.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        self
    }
}
