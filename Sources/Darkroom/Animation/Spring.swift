import Foundation

/// A spring's physical description, as SwiftUI's `Spring` (iOS 17).
nonisolated public struct Spring: Hashable, Sendable {
    /// The perceptual duration in seconds.
    public var duration: TimeInterval
    /// How much the spring overshoots: 0 none, towards 1 more.
    public var bounce: Double
    /// A spring from its perceptual duration and bounce.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) { self.duration = duration; self.bounce = bounce }
    /// A spring from its response and damping ratio.
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: 1 - dampingRatio)
    }
    /// A spring from mass, stiffness and damping.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let response = stiffness > 0 && mass > 0 ? 2 * Double.pi * (mass / stiffness).squareRoot() : 0.5
        self.init(duration: response, bounce: 0)
    }
    /// A smooth spring with no bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A snappy spring with a little bounce.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A bouncy spring.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// A smooth spring of a given duration.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A snappy spring of a given duration.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A bouncy spring of a given duration.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
