import Foundation

/// A line through a function of x, sampled over the x scale's domain (or `domain`).
///
/// The function returns `.nan` where it is undefined: the line breaks there.
nonisolated public struct LinePlot: ChartContent, PrimitiveMark {
    var record = MarkRecord(kind: .line)
    public init<X: StringProtocol, Y: StringProtocol>(x: X, y: Y, domain: ClosedRange<Double>? = nil,
                                                      function: @escaping (Double) -> Double) {
        record.stacking = .unstacked
        record.function = FunctionSampler(xLabel: String(x), yLabel: String(y), domain: domain,
                                          evaluate: { (function($0), nil) })
    }
}

/// The area under a function of x, or between two functions, sampled over the x domain.
nonisolated public struct AreaPlot: ChartContent, PrimitiveMark {
    var record = MarkRecord(kind: .area)
    public init<X: StringProtocol, Y: StringProtocol>(x: X, y: Y, domain: ClosedRange<Double>? = nil,
                                                      function: @escaping (Double) -> Double) {
        record.stacking = .unstacked
        record.function = FunctionSampler(xLabel: String(x), yLabel: String(y), domain: domain,
                                          evaluate: { (function($0), nil) })
    }
    public init<X: StringProtocol, Y: StringProtocol>(x: X, yStart: Y, yEnd: Y, domain: ClosedRange<Double>? = nil,
                                                      function: @escaping (Double) -> (yStart: Double, yEnd: Double)) {
        record.stacking = .unstacked
        record.function = FunctionSampler(xLabel: String(x), yLabel: String(yStart), domain: domain,
                                          evaluate: { let r = function($0); return (r.yStart, r.yEnd) })
    }
}
