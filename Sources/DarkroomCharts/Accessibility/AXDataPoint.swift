import Foundation

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
