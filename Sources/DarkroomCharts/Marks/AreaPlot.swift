import Foundation

/// The area under a function of x, or between two functions, sampled over the x domain; or the
/// area under the elements of a collection (see the initialisers taking data).
nonisolated public struct AreaPlot<Content>: ChartContent, ContentPlot {
    let content: Content
}

nonisolated extension AreaPlot where Content == FunctionAreaPlotContent {
    /// Fills between zero and y = f(x).
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                        function: @escaping @Sendable (Double) -> Double) {
        var record = MarkRecord(kind: .area)
        record.stacking = .unstacked
        record.function = FunctionSampler(xLabel: String(x), yLabel: String(y), domain: domain,
                                          evaluate: { (function($0), nil) })
        content = FunctionPlotContent(record: record)
    }
    /// Fills between zero and y = f(x), with labels as localized keys.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        self.init(x: x.chartString, y: y.chartString, domain: domain, function: function)
    }
    /// Fills between two functions (yStart, yEnd) = f(x).
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) {
        var record = MarkRecord(kind: .area)
        record.stacking = .unstacked
        record.function = FunctionSampler(xLabel: String(x), yLabel: String(yStart), domain: domain,
                                          evaluate: { let r = function($0); return (r.yStart, r.yEnd) })
        content = FunctionPlotContent(record: record)
    }
}
