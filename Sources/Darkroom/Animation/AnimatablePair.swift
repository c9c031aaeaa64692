import Foundation

/// A pair of animatable values, which is itself animatable, as SwiftUI's `AnimatablePair`: how a type with two or
/// more animated properties exposes them as one `animatableData`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of zeros.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    /// The component-wise sum.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Adds `rhs` component-wise.
    public static func += (lhs: inout AnimatablePair, rhs: AnimatablePair) { lhs = lhs + rhs }

    /// The component-wise difference.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Subtracts `rhs` component-wise.
    public static func -= (lhs: inout AnimatablePair, rhs: AnimatablePair) { lhs = lhs - rhs }

    /// Scales both values by `rhs`.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// The animatable data of a type with nothing to animate, as SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The empty value.
    public init() {}
    /// The empty value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// The empty value.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    /// Does nothing.
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    /// The empty value.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    /// Does nothing.
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    /// Does nothing.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}
