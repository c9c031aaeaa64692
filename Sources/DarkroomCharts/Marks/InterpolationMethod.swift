import Foundation

/// How a line or area joins its points.
public struct InterpolationMethod: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case linear, monotone, catmullRom(Double), cardinal(Double), stepStart, stepCenter, stepEnd
    }
    let kind: Kind
    /// Straight segments between points (the default).
    public static let linear = InterpolationMethod(kind: .linear)
    /// A smooth curve that never overshoots the data.
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// A Catmull–Rom spline through every point.
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(0.5))
    /// A cardinal spline through every point.
    public static let cardinal = InterpolationMethod(kind: .cardinal(0))
    /// Steps that change at each point and hold to the next.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that hold each value up to its point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// A Catmull–Rom spline through every point.
    public static func catmullRom(alpha: Double) -> InterpolationMethod {
        InterpolationMethod(kind: .catmullRom(alpha))
    }
    /// A cardinal spline through every point.
    public static func cardinal(tension: Double) -> InterpolationMethod {
        InterpolationMethod(kind: .cardinal(tension))
    }

    /// The method's name, as Swift Charts spells it.
    public var description: String {
        switch kind {
        case .linear: "linear"
        case .monotone: "monotone"
        case .catmullRom: "catmullRom"
        case .cardinal: "cardinal"
        case .stepStart: "stepStart"
        case .stepCenter: "stepCenter"
        case .stepEnd: "stepEnd"
        }
    }
}
