import Foundation

/// A labelled value read from each element of a vectorized plot's data, usually through a key path:
/// `.value("Month", \.month)`.
///
/// The vectorized plots (`BarPlot`, `LinePlot`, `PointPlot`, …) take projections where marks take
/// ``PlottableValue``s; a projection may also hold one constant value for every element.
public struct PlottableProjection<DataElement, DataValue: Plottable> {
    /// The value for one element, as a mark would receive it.
    let project: (DataElement) -> PlottableValue<DataValue>

    init(_ project: @escaping (DataElement) -> PlottableValue<DataValue>) { self.project = project }
}

nonisolated extension PlottableProjection {
    /// The value at `keyPath` of each element, with a label.
    public static func value(_ label: some StringProtocol,
                             _ keyPath: KeyPath<DataElement, DataValue>) -> PlottableProjection {
        let label = String(label)
        return PlottableProjection { .value(label, $0[keyPath: keyPath]) }
    }
    /// The value at `keyPath` of each element, labelled with a localized key.
    public static func value(_ labelKey: LocalizedStringKey,
                             _ keyPath: KeyPath<DataElement, DataValue>) -> PlottableProjection {
        value(labelKey.chartString, keyPath)
    }
    /// The value at `keyPath` of each element, labelled with text.
    public static func value(_ label: Text, _ keyPath: KeyPath<DataElement, DataValue>) -> PlottableProjection {
        value(label.chartString, keyPath)
    }
    /// One value for every element, with a label.
    public static func value(_ label: some StringProtocol, _ value: DataValue) -> PlottableProjection {
        let constant = PlottableValue<DataValue>.value(label, value)
        return PlottableProjection { _ in constant }
    }
    /// One value for every element, labelled with a localized key.
    public static func value(_ labelKey: LocalizedStringKey, _ value: DataValue) -> PlottableProjection {
        self.value(labelKey.chartString, value)
    }
    /// One value for every element, labelled with text.
    public static func value(_ label: Text, _ value: DataValue) -> PlottableProjection {
        self.value(label.chartString, value)
    }
}

nonisolated extension PlottableProjection where DataValue: Comparable {
    /// A range from the value at `start` to the value at `end` of each element (a bar spanning it).
    public static func value(_ label: some StringProtocol, _ start: KeyPath<DataElement, DataValue>,
                             _ end: KeyPath<DataElement, DataValue>) -> PlottableProjection {
        let label = String(label)
        return PlottableProjection { element in
            PlottableValue(label: label, primitive: element[keyPath: start]._plotPrimitive,
                           upper: element[keyPath: end]._plotPrimitive)
        }
    }
    /// A constant range for every element.
    public static func value(_ label: some StringProtocol, _ start: DataValue,
                             _ end: DataValue) -> PlottableProjection {
        let constant = PlottableValue<DataValue>(label: String(label), primitive: start._plotPrimitive,
                                                 upper: end._plotPrimitive)
        return PlottableProjection { _ in constant }
    }
    /// A range between two key paths, labelled with text.
    public static func value(_ label: Text, _ start: KeyPath<DataElement, DataValue>,
                             _ end: KeyPath<DataElement, DataValue>) -> PlottableProjection {
        value(label.chartString, start, end)
    }
}

nonisolated extension PlottableProjection where DataValue == Date {
    /// The date at `keyPath` of each element, standing for the whole calendar `unit` it falls in.
    public static func value(_ label: some StringProtocol, _ date: KeyPath<DataElement, DataValue>,
                             unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableProjection {
        let label = String(label)
        return PlottableProjection { .value(label, $0[keyPath: date], unit: unit, calendar: calendar) }
    }
    /// One date for every element, standing for the whole calendar `unit` it falls in.
    public static func value(_ label: some StringProtocol, _ date: DataValue,
                             unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableProjection {
        let constant = PlottableValue<Date>.value(label, date, unit: unit, calendar: calendar)
        return PlottableProjection { _ in constant }
    }
    /// The date at `keyPath` binned to `unit`, labelled with a localized key.
    public static func value(_ labelKey: LocalizedStringKey, _ date: KeyPath<DataElement, DataValue>,
                             unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableProjection {
        value(labelKey.chartString, date, unit: unit, calendar: calendar)
    }
}

/// A mark dimension per data element, for vectorized plots: constant, or read through a key path.
public struct MarkDimensions<DataElement>: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    let resolve: (DataElement) -> MarkDimension

    init(_ resolve: @escaping (DataElement) -> MarkDimension) { self.resolve = resolve }

    /// A dimension that determines its value automatically.
    public static var automatic: MarkDimensions { MarkDimensions { _ in .automatic } }
    /// A constant dimension in points.
    public static func fixed(_ value: CGFloat) -> MarkDimensions { MarkDimensions { _ in .fixed(value) } }
    /// A dimension in points read from each element.
    public static func fixed(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions {
        MarkDimensions { .fixed($0[keyPath: keyPath]) }
    }
    /// A fraction (0…1) of the scale's step.
    public static func ratio(_ value: CGFloat) -> MarkDimensions { MarkDimensions { _ in .ratio(value) } }
    /// A fraction of the scale's step read from each element.
    public static func ratio(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions {
        MarkDimensions { .ratio($0[keyPath: keyPath]) }
    }
    /// The scale's step minus an inset on each side.
    public static func inset(_ value: CGFloat) -> MarkDimensions { MarkDimensions { _ in .inset(value) } }
    /// The scale's step minus an inset read from each element.
    public static func inset(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions {
        MarkDimensions { .inset($0[keyPath: keyPath]) }
    }
    /// Creates a constant width or height from a floating point value.
    public init(floatLiteral value: Double) { self.init { _ in .fixed(CGFloat(value)) } }
    /// Creates a constant width or height from an integer.
    public init(integerLiteral value: Int) { self.init { _ in .fixed(CGFloat(value)) } }
}
