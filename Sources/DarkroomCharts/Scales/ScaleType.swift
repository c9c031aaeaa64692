import Foundation

/// How a scale maps values to positions.
public struct ScaleType: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case linear, log, squareRoot, symmetricLog, power(Double), date, category }
    let kind: Kind
    /// A linear scale.
    public static let linear = ScaleType(kind: .linear)
    /// A base-10 logarithmic scale.
    public static let log = ScaleType(kind: .log)
    /// A square-root scale.
    public static let squareRoot = ScaleType(kind: .squareRoot)
    /// A logarithmic scale that passes through zero.
    public static let symmetricLog = ScaleType(kind: .symmetricLog)
    /// A power scale with the given exponent.
    public static func power(exponent: Double) -> ScaleType { ScaleType(kind: .power(exponent)) }
    /// A time scale.
    public static let date = ScaleType(kind: .date)
    /// A categorical scale.
    public static let category = ScaleType(kind: .category)
    /// Inferred from the data (linear for numbers).
    public static let automatic = ScaleType(kind: .linear)

    /// The value on the scale's transformed axis.
    func transform(_ v: Double) -> Double {
        switch kind {
        case .log: v > 0 ? Foundation.log10(v) : -.infinity
        case .squareRoot: v >= 0 ? v.squareRoot() : -(-v).squareRoot()
        case .symmetricLog: v >= 0 ? Foundation.log1p(v) : -Foundation.log1p(-v)
        case .power(let e): v >= 0 ? pow(v, e) : -pow(-v, e)
        default: v
        }
    }
    /// The value back from the transformed axis.
    func inverse(_ t: Double) -> Double {
        switch kind {
        case .log: pow(10, t)
        case .squareRoot: t >= 0 ? t * t : -(t * t)
        case .symmetricLog: t >= 0 ? Foundation.expm1(t) : -Foundation.expm1(-t)
        case .power(let e): t >= 0 ? pow(t, 1 / e) : -pow(-t, 1 / e)
        default: t
        }
    }
}

/// The positions a scale maps onto, inside the plot.
public struct PositionScaleRange {
    let start: CGFloat
    let end: CGFloat
    let explicit: ClosedRange<CGFloat>?
    /// The plot's length, less padding at both ends.
    public static func plotDimension(padding: CGFloat = 0) -> PositionScaleRange {
        PositionScaleRange(start: padding, end: padding, explicit: nil)
    }
    /// The plot's length, less padding at each end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PositionScaleRange {
        PositionScaleRange(start: startPadding, end: endPadding, explicit: nil)
    }
    /// Fixed positions in points.
    public init(_ range: ClosedRange<CGFloat>) { start = 0; end = 0; explicit = range }
    init(start: CGFloat, end: CGFloat, explicit: ClosedRange<CGFloat>?) {
        self.start = start; self.end = end; self.explicit = explicit
    }
}

/// The values a scale covers: a closed range of numbers or dates, an array of
/// categories, or `.automatic(includesZero:reversed:)`.
public protocol ScaleDomain {
    /// Darkroom's reading of the domain; not for use.
    var _domainSetting: _ScaleDomainSetting { get }
}

/// A domain as the engine reads it; opaque outside the module.
public struct _ScaleDomainSetting {
    let setting: ScaleDomainSetting
}

nonisolated extension ClosedRange: ScaleDomain where Bound: Plottable {
    /// Darkroom's reading of the domain; not for use.
    public var _domainSetting: _ScaleDomainSetting {
        let lo = lowerBound._plotPrimitive
        let hi = upperBound._plotPrimitive
        if case .date = lo { return _ScaleDomainSetting(setting: .continuous(lo.continuous ?? 0, hi.continuous ?? 0,
            isDate: true)) }
        if let l = lo.continuous, let h = hi.continuous {
            return _ScaleDomainSetting(setting: .continuous(l, h, isDate: false))
        }
        return _ScaleDomainSetting(setting: .categories([lo, hi]))
    }
}

nonisolated extension Range: ScaleDomain where Bound: Plottable {
    /// Darkroom's reading of the domain; not for use.
    public var _domainSetting: _ScaleDomainSetting { (lowerBound...upperBound)._domainSetting }
}

nonisolated extension Array: ScaleDomain where Element: Plottable {
    /// Darkroom's reading of the domain; not for use.
    public var _domainSetting: _ScaleDomainSetting { _ScaleDomainSetting(setting: .categories(map(\._plotPrimitive))) }
}

/// The inferred domain, optionally with or without zero, optionally reversed.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    /// Darkroom's reading of the domain; not for use.
    public var _domainSetting: _ScaleDomainSetting {
        _ScaleDomainSetting(setting: .automatic(includesZero: includesZero, reversed: reversed))
    }
}

nonisolated extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain inferred from the data.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The inferred domain, with or without zero, optionally reversed.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}
