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
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

/// An axis of a chart descriptor.
public protocol AXDataAxisDescriptor {
    var title: String { get set }
}

/// A numeric axis: its range, grid lines and how values are spoken.
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    public var range: ClosedRange<Double>
    public var gridlinePositions: [Double]
    public var valueDescriptionProvider: (Double) -> String
    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title; self.range = range; self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }
}

/// A categorical axis: its categories in order.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    public var categoryOrder: [String]
    public init(title: String, categoryOrder: [String]) { self.title = title; self.categoryOrder = categoryOrder }
}

/// One data point of a series.
public final class AXDataPoint {
    public var xValue: AXDataPointValue
    public var yValue: AXDataPointValue?
    public var additionalValues: [AXDataPointValue]
    public var label: String?
    public convenience init(x: Double, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        self.init(xValue: .number(x), yValue: y.map { .number($0) }, additionalValues: additionalValues, label: label)
    }
    public convenience init(x: String, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        self.init(xValue: .category(x), yValue: y.map { .number($0) }, additionalValues: additionalValues, label: label)
    }
    init(xValue: AXDataPointValue, yValue: AXDataPointValue?, additionalValues: [AXDataPointValue], label: String?) {
        self.xValue = xValue; self.yValue = yValue; self.additionalValues = additionalValues; self.label = label
    }
}

/// A value of a data point.
public enum AXDataPointValue {
    case number(Double)
    case category(String)
}

/// A named series of data points.
public final class AXDataSeriesDescriptor {
    public var name: String?
    public var isContinuous: Bool
    public var dataPoints: [AXDataPoint]
    public init(name: String?, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name; self.isContinuous = isContinuous; self.dataPoints = dataPoints
    }
}

/// A description of a chart for assistive technologies.
public final class AXChartDescriptor {
    public var title: String?
    public var summary: String?
    public var xAxis: any AXDataAxisDescriptor
    public var yAxis: AXNumericDataAxisDescriptor?
    public var additionalAxes: [any AXDataAxisDescriptor]
    public var series: [AXDataSeriesDescriptor]
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
