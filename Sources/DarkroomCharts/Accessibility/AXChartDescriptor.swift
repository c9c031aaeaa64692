import Foundation

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
