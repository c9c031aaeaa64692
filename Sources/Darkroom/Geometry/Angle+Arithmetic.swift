import Foundation

// SwiftUI's vector arithmetic on angles (`_VectorMath`): sums, differences and scalar products, so `angle * 1/4`
// and `-angle` compile as on Apple platforms.
nonisolated extension Angle {
    /// The length of the angle as a vector: its magnitude in radians.
    public var magnitude: Double { abs(radians) }
    /// Reverses the angle.
    public mutating func negate() { radians = -radians }
    /// The angle in the opposite direction.
    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// Adds `rhs`.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// Subtracts `rhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    /// The angle multiplied by `rhs`.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// Multiplies the angle by `rhs`.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    /// The angle divided by `rhs`.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    /// Divides the angle by `rhs`.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}
