import Foundation

/// A geometric angle whose value you access in either radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// An angle of `r` radians.
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// An angle of `d` degrees.
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    /// A zero angle.
    public static let zero = Angle()
    public static func < (l: Angle, r: Angle) -> Bool { l.radians < r.radians }
    // `+`, `-`, `*` and `/`: Geometry/Angle+Arithmetic.swift.
}
