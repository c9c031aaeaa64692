import Foundation

/// The content of a `LinePlot` or `AreaPlot` that graphs a function.
public struct FunctionPlotContent: PlotContentCollecting {
    let record: MarkRecord
    func collect(into collector: inout _ChartCollector) { collector.add(record) }
}

/// The content of a `LinePlot` that graphs a function.
public typealias FunctionLinePlotContent = FunctionPlotContent
/// The content of an `AreaPlot` that graphs a function.
public typealias FunctionAreaPlotContent = FunctionPlotContent
