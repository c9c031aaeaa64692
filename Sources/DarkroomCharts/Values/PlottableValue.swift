import Foundation

/// A labelled value for a mark's position or encoding: `.value("Month", date, unit: .month)`.
///
/// The label names the axis, legend and accessibility element; the value is a
/// string (categorical scale), number (linear) or date (time), or a range of one.
public struct PlottableValue<Value> {
    let label: String
    let primitive: PlotPrimitive
    /// The upper end when the value is a range (a bar from `lower` to `upper`).
    let upper: PlotPrimitive?
    /// The calendar unit a date is binned to: the value stands for the whole unit.
    let unit: Calendar.Component?
    /// The calendar of `unit` (nil: the current one; looked up only where a unit needs it).
    let calendar: Calendar?

    init(label: String, primitive: PlotPrimitive, upper: PlotPrimitive? = nil,
         unit: Calendar.Component? = nil, calendar: Calendar? = nil) {
        self.label = label; self.primitive = primitive; self.upper = upper; self.unit = unit; self.calendar = calendar
    }
}

nonisolated extension PlottableValue where Value: Plottable {
    /// A value with a label.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        // A histogram bin is a range: its bar spans it.
        PlottableValue(label: String(label), primitive: value._plotPrimitive,
                       upper: (value as? any PlottableRange)?.upperPrimitive)
    }
    /// A value labelled with a localized key.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.chartString, primitive: value._plotPrimitive)
    }
    /// A value labelled with text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.chartString, primitive: value._plotPrimitive)
    }
}

nonisolated extension PlottableValue where Value == Date {
    /// A date standing for the whole calendar `unit` it falls in (a bar spans the unit).
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Date> {
        let start = (calendar ?? .current).dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(label: String(label), primitive: .date(start), unit: unit, calendar: calendar)
    }
    /// A date binned to `unit`, labelled with a localized key.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Date> {
        let start = (calendar ?? .current).dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(label: label.chartString, primitive: .date(start), unit: unit, calendar: calendar)
    }
}

nonisolated extension PlottableValue {
    /// A range of values (a bar or rectangle spanning it).
    public static func value<S: StringProtocol, Bound: Plottable & Comparable>(
        _ label: S, _ value: Range<Bound>) -> PlottableValue<Value> where Value == Range<Bound> {
        PlottableValue(label: String(label), primitive: value.lowerBound._plotPrimitive,
                       upper: value.upperBound._plotPrimitive)
    }
    /// A closed range of values.
    public static func value<S: StringProtocol, Bound: Plottable & Comparable>(
        _ label: S, _ value: ClosedRange<Bound>) -> PlottableValue<Value> where Value == ClosedRange<Bound> {
        PlottableValue(label: String(label), primitive: value.lowerBound._plotPrimitive,
                       upper: value.upperBound._plotPrimitive)
    }
}

/// A half-open range produced by `NumberBins` and `DateBins`; plotted, a bar spans it.
public struct ChartBinRange<Bound: Comparable>: Hashable where Bound: Hashable {
    /// The bin's lower bound (included).
    public var lowerBound: Bound
    /// The bin's upper bound (excluded, except in the last bin).
    public var upperBound: Bound
    /// A bin from `lowerBound` to `upperBound`.
    public init(lowerBound: Bound, upperBound: Bound) { self.lowerBound = lowerBound; self.upperBound = upperBound }
}

/// Plottable values that stand for a range: the mark spans to the upper end.
protocol PlottableRange {
    var upperPrimitive: PlotPrimitive { get }
}

nonisolated extension ChartBinRange: Plottable, PlottableRange where Bound: Plottable {
    /// The bin itself.
    public var primitivePlottable: ChartBinRange { self }
    /// The bin itself.
    public init?(primitivePlottable: ChartBinRange) { self = primitivePlottable }
    /// A bin reduces to its lower bound; the upper bound rides along as the range's end.
    public var _plotPrimitive: _PlotPrimitive { lowerBound._plotPrimitive }
    var upperPrimitive: PlotPrimitive { upperBound._plotPrimitive }
}

nonisolated extension LocalizedStringKey {
    /// The key's text: charts label axes and legends with it as written.
    var chartString: String { Text(self).chartString }
}

nonisolated extension Text {
    /// The text's characters, for labels measured as plain strings.
    var chartString: String { plainString }
}
