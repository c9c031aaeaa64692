import Foundation

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
