import Foundation

/// A line through a function of x, sampled over the x scale's domain (or `domain`), or through the
/// elements of a collection (see the initialisers taking data).
///
/// The function returns `.nan` where it is undefined: the line breaks there.
nonisolated public struct LinePlot<Content>: ChartContent, ContentPlot {
    let content: Content
}

nonisolated extension LinePlot where Content == FunctionLinePlotContent {
    /// Graphs y = f(x) over `domain`, or over the chart's x domain when `domain` is nil.
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                        function: @escaping @Sendable (Double) -> Double) {
        var record = MarkRecord(kind: .line)
        record.stacking = .unstacked
        record.function = FunctionSampler(xLabel: String(x), yLabel: String(y), domain: domain,
                                          evaluate: { (function($0), nil) })
        content = FunctionPlotContent(record: record)
    }
    /// Graphs y = f(x), with labels as localized keys.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        self.init(x: x.chartString, y: y.chartString, domain: domain, function: function)
    }
    /// Graphs the parametric curve (x, y) = f(t) for t across `domain`.
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, y: S2, t: S3, domain: ClosedRange<Double>,
        function: @escaping @Sendable (Double) -> (x: Double, y: Double)
    ) {
        var record = MarkRecord(kind: .line)
        record.stacking = .unstacked
        var sampler = FunctionSampler(xLabel: String(x), yLabel: String(y), domain: domain,
                                      evaluate: { _ in (.nan, nil) })
        sampler.parametric = { let p = function($0); return (p.x, p.y) }
        record.function = sampler
        content = FunctionPlotContent(record: record)
    }
}
