import Foundation

// SwiftUI's vector arithmetic on insets (`_VectorMath`): component-wise sums and scalar products.
nonisolated extension EdgeInsets {
    private func map(_ transform: (CGFloat) -> CGFloat) -> EdgeInsets {
        EdgeInsets(top: transform(top), leading: transform(leading), bottom: transform(bottom),
                   trailing: transform(trailing))
    }
    private static func zip(_ a: EdgeInsets, _ b: EdgeInsets, _ combine: (CGFloat, CGFloat) -> CGFloat)
        -> EdgeInsets
    {
        EdgeInsets(top: combine(a.top, b.top), leading: combine(a.leading, b.leading),
                   bottom: combine(a.bottom, b.bottom), trailing: combine(a.trailing, b.trailing))
    }
    /// The length of the four insets as a vector.
    public var magnitude: Double {
        Double(top * top + leading * leading + bottom * bottom + trailing * trailing).squareRoot()
    }
    /// Negates every inset.
    public mutating func negate() { self = map { -$0 } }
    /// Every inset negated.
    public static prefix func - (operand: EdgeInsets) -> EdgeInsets { operand.map { -$0 } }
    /// The component-wise sum.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets { zip(lhs, rhs, +) }
    /// Adds `rhs` component-wise.
    public static func += (lhs: inout EdgeInsets, rhs: EdgeInsets) { lhs = lhs + rhs }
    /// The component-wise difference.
    public static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets { zip(lhs, rhs, -) }
    /// Subtracts `rhs` component-wise.
    public static func -= (lhs: inout EdgeInsets, rhs: EdgeInsets) { lhs = lhs - rhs }
    /// Every inset multiplied by `rhs`.
    public static func * (lhs: EdgeInsets, rhs: Double) -> EdgeInsets { lhs.map { $0 * CGFloat(rhs) } }
    /// Multiplies every inset by `rhs`.
    public static func *= (lhs: inout EdgeInsets, rhs: Double) { lhs = lhs * rhs }
    /// Every inset divided by `rhs`.
    public static func / (lhs: EdgeInsets, rhs: Double) -> EdgeInsets { lhs.map { $0 / CGFloat(rhs) } }
    /// Divides every inset by `rhs`.
    public static func /= (lhs: inout EdgeInsets, rhs: Double) { lhs = lhs / rhs }
}
