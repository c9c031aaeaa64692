import Foundation

// The spring and curve animations SwiftUI added in iOS 17: a still frame shows the end state, so, as the other
// curves, each is recorded by its name and duration, not played.

extension Animation {
    /// A short, stiff spring of `duration` for interactive changes.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        Animation(name: "interactiveSpring", duration: duration)
    }
    /// An animation that moves with `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(name: "spring", duration: spring.duration)
    }
    /// An interpolating animation that moves with `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(name: "interpolatingSpring", duration: spring.duration)
    }
    /// An animation along `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(name: "timingCurve", duration: duration)
    }
}
