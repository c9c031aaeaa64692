import Foundation

/// A value of a data point.
public enum AXDataPointValue {
    /// A numeric value.
    case number(Double)
    /// A categorical value, named by a string.
    case category(String)
}
