import Foundation

/// A type that can serve as data for the labelled, plottable values that you can use with chart marks.
///
/// Strings, dates and every integer and floating-point type conform; a type of
/// your own conforms by converting to one of them, and a `RawRepresentable`
/// type whose raw value is plottable conforms by declaring it.
public protocol Plottable {
    /// The primitive type this value converts to.
    associatedtype PrimitivePlottable: Plottable
    /// This value as a primitive plottable value.
    var primitivePlottable: PrimitivePlottable { get }
    /// Creates a value from a primitive plottable value.
    init?(primitivePlottable: PrimitivePlottable)
    /// Darkroom's reduction of the value to a scale input; not for use.
    var _plotPrimitive: _PlotPrimitive { get }
}

nonisolated extension Plottable {
    /// Darkroom's reduction of the value to a scale input; not for use.
    public var _plotPrimitive: _PlotPrimitive { primitivePlottable._plotPrimitive }
}

nonisolated extension Plottable where Self: RawRepresentable, Self.RawValue: Plottable {
    /// The value itself, as a primitive plottable value.
    public var primitivePlottable: RawValue { rawValue }
    /// Creates the value from a primitive plottable value.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

nonisolated extension String: Plottable {
    /// The value itself, as a primitive plottable value.
    public var primitivePlottable: String { self }
    /// Creates the value from a primitive plottable value.
    public init?(primitivePlottable: String) { self = primitivePlottable }
    /// Darkroom's reduction of the value to a scale input; not for use.
    public var _plotPrimitive: _PlotPrimitive { .string(self) }
}

nonisolated extension Substring: Plottable {
    /// The value itself, as a primitive plottable value.
    public var primitivePlottable: String { String(self) }
    /// Creates the value from a primitive plottable value.
    public init?(primitivePlottable: String) { self = Substring(primitivePlottable) }
}

nonisolated extension Date: Plottable {
    /// The value itself, as a primitive plottable value.
    public var primitivePlottable: Date { self }
    /// Creates the value from a primitive plottable value.
    public init?(primitivePlottable: Date) { self = primitivePlottable }
    /// Darkroom's reduction of the value to a scale input; not for use.
    public var _plotPrimitive: _PlotPrimitive { .date(self) }
}

/// Numbers plot on linear scales; one conformance rule for every numeric type.
public protocol _NumericPlottable: Plottable where PrimitivePlottable == Self {
    var _doubleValue: Double { get }
    init(_fromDouble value: Double)
}

nonisolated extension _NumericPlottable {
    /// The value itself, as a primitive plottable value.
    public var primitivePlottable: Self { self }
    /// Creates the value from a primitive plottable value.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
    /// Darkroom's reduction of the value to a scale input; not for use.
    public var _plotPrimitive: _PlotPrimitive { .number(_doubleValue) }
}

nonisolated extension _NumericPlottable where Self: BinaryInteger {
    /// The number as a `Double`.
    public var _doubleValue: Double { Double(self) }
    /// The number nearest to a `Double`.
    public init(_fromDouble value: Double) {
        self = Self(exactly: value.rounded()) ?? .zero
    }
}

nonisolated extension _NumericPlottable where Self: BinaryFloatingPoint {
    /// The number as a `Double`.
    public var _doubleValue: Double { Double(self) }
    /// The number nearest to a `Double`.
    public init(_fromDouble value: Double) { self = Self(value) }
}

nonisolated extension Int: _NumericPlottable {}
nonisolated extension Int8: _NumericPlottable {}
nonisolated extension Int16: _NumericPlottable {}
nonisolated extension Int32: _NumericPlottable {}
nonisolated extension Int64: _NumericPlottable {}
nonisolated extension UInt: _NumericPlottable {}
nonisolated extension UInt8: _NumericPlottable {}
nonisolated extension UInt16: _NumericPlottable {}
nonisolated extension UInt32: _NumericPlottable {}
nonisolated extension UInt64: _NumericPlottable {}
nonisolated extension Double: _NumericPlottable {}
nonisolated extension Float: _NumericPlottable {}
nonisolated extension CGFloat: _NumericPlottable {}
