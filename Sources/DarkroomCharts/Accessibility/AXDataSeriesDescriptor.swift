import Foundation

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
