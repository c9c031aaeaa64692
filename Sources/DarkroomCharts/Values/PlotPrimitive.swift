import Foundation

typealias PlotPrimitive = _PlotPrimitive

/// A data value reduced to what a scale understands: a category, a number or a date.
/// Darkroom's; not for use (it appears in `Plottable` only as an underscored hook).
public enum _PlotPrimitive: Hashable, Sendable {
    case string(String)
    case number(Double)
    case date(Date)

    /// The value on a continuous scale (dates as seconds since the reference date).
    var continuous: Double? {
        switch self {
        case .number(let v): v
        case .date(let d): d.timeIntervalSinceReferenceDate
        case .string: nil
        }
    }

    /// How a legend or a default axis label spells the value.
    var label: String {
        switch self {
        case .string(let s): s
        case .number(let v): NumberLabel.format(v)
        case .date(let d): d.formatted(date: .abbreviated, time: .omitted)
        }
    }
}

/// Number spelling for default labels: integers without decimals, others with as few as needed.
enum NumberLabel {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded(), abs(value) < 1e15 {
            return Int64(value).formatted(.number.grouping(.automatic))
        }
        return value.formatted(.number.precision(.fractionLength(0...6)))
    }
}
