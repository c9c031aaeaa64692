import Foundation

/// Which values an axis marks.
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?, roundLower: Bool?, roundUpper: Bool?)
        case numberStride(Double)
        case dateStride(Calendar.Component, Int, Calendar)
        case explicit([PlotPrimitive])
    }
    let kind: Kind
    /// Values chosen by the chart ("nice" 1-2-5 steps for numbers, calendar units for dates).
    public static var automatic: AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: nil, roundLower: nil, roundUpper: nil))
    }
    /// Automatic values, about `desiredCount` of them.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                 roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, roundLower: roundLowerBound,
            roundUpper: roundUpperBound))
    }
    /// A value every `step` (numbers).
    public static func stride(by step: Double, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .numberStride(step))
    }
    /// A value every `count` calendar units (dates).
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, max(1, count), calendar ?? .current))
    }
    /// Exactly these values.
    public static func values<S: Sequence>(_ values: S) -> AxisMarkValues where S.Element: Plottable {
        AxisMarkValues(kind: .explicit(values.map(\._plotPrimitive)))
    }
}

/// The value a mark of an axis stands for, handed to `AxisMarks`' content.
public struct AxisValue {
    let primitive: PlotPrimitive
    /// The position of this value among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    /// The value as a plottable type, or `nil` when it is not one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { PlottableConversion.make(primitive, as: type) }
}

/// Rebuilds a user's plottable value from a scale value.
enum PlottableConversion {
    static func make<P: Plottable>(_ primitive: PlotPrimitive, as type: P.Type) -> P? {
        let raw: Any?
        switch primitive {
        case .string(let s): raw = s
        case .date(let d): raw = d
        case .number(let v):
            if let numeric = P.PrimitivePlottable.self as? any _NumericPlottable.Type {
                raw = numeric.init(_fromDouble: v)
            } else {
                raw = nil
            }
        }
        guard let prim = raw as? P.PrimitivePlottable else { return nil }
        return P(primitivePlottable: prim)
    }
}
