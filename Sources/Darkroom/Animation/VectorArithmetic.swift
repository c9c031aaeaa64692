import Foundation

/// A type with values that support addition and scalar multiplication, as SwiftUI's `VectorArithmetic`: what an
/// `Animatable` type exposes as `animatableData`.
///
/// A still frame interpolates nothing, but views and shapes declare animatable data constantly (progress rings,
/// clocks, custom shapes), and the arithmetic is useful in its own right, so the protocol is declared as Apple
/// declares it and the standard numeric types conform.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy of this value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Moves this value `amount` of the way (0 to 1) towards `other`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }

    /// The value `amount` of the way (0 to 1) from this value towards `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension Float: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of this value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension Double: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of this value.
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of this value.
    public var magnitudeSquared: Double { Double(self * self) }
}
