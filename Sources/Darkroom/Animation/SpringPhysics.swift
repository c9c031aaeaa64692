import Foundation

// A spring's physical parameters and its motion, as SwiftUI's `Spring` declares them (iOS 17): a damped harmonic
// oscillator of unit mass whose natural period is the spring's response (its perceptual duration) and whose
// damping ratio follows from its bounce. A still frame never runs a spring; these are for code that computes with
// one (custom animations, layouts that settle a value by hand).

extension Spring {
    /// The natural period of the spring, in seconds: its perceptual duration.
    public var response: Double { duration }
    /// How damped the spring is: 1 for no bounce, less for more; a negative bounce gives more than 1.
    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }
    /// The mass attached to the spring: 1.
    public var mass: Double { 1 }
    /// The spring's stiffness, `(2π / response)²` for unit mass.
    public var stiffness: Double { response > 0 ? pow(2 * Double.pi / response, 2) : .infinity }
    /// The damping coefficient, `4π · dampingRatio / response` for unit mass.
    public var damping: Double { response > 0 ? 4 * Double.pi * dampingRatio / response : .infinity }

    /// A spring that comes to rest within `epsilon` of its target after `settlingDuration` seconds.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // For a given damping ratio the motion depends only on time / response, so the settling time of a spring
        // of response 1 scales to any response.
        let unit = Spring(duration: 1, bounce: dampingRatio <= 1 ? 1 - dampingRatio : 1 - 1 / dampingRatio)
        let settling = unit.settling(displacement: 1, velocity: 0, epsilon: epsilon)
        let response = settling > 0 ? settlingDuration / settling : settlingDuration
        self.init(duration: response, bounce: unit.bounce)
    }

    /// How long the spring takes to settle from a unit displacement, to within 0.001.
    public var settlingDuration: TimeInterval { settling(displacement: 1, velocity: 0, epsilon: 0.001) }

    /// How long the spring takes to bring a value from zero to `target` within `epsilon`.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double)
        -> TimeInterval
    {
        settling(displacement: target.magnitudeSquared.squareRoot(),
                 velocity: initialVelocity.magnitudeSquared.squareRoot(), epsilon: epsilon)
    }

    /// The value of a spring that starts at zero and moves to `target`, `time` seconds in.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let c = coefficients(at: time)
        return Self.combine(target, 1, .zero - target, c.position.fromDisplacement, initialVelocity,
                            c.position.fromVelocity)
    }

    /// The velocity of a spring that starts at zero and moves to `target`, `time` seconds in.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let c = coefficients(at: time)
        return Self.combine(.zero, 0, .zero - target, c.velocity.fromDisplacement, initialVelocity,
                            c.velocity.fromVelocity)
    }

    /// Moves `value` and `velocity` on towards `target` by `deltaTime` seconds.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let c = coefficients(at: deltaTime)
        let displacement = value - target, v0 = velocity
        value = Self.combine(target, 1, displacement, c.position.fromDisplacement, v0, c.position.fromVelocity)
        velocity = Self.combine(.zero, 0, displacement, c.velocity.fromDisplacement, v0, c.velocity.fromVelocity)
    }

    /// The force the spring exerts on a value at `position` moving at `velocity` towards `target`.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        Self.combine(.zero, 0, position - target, -stiffness, velocity, -damping)
    }

    /// How long the spring takes to move an animatable value from `fromValue` to `toValue` within `epsilon`.
    @MainActor
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double)
        -> TimeInterval
    {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                         initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// An animatable value on its way from `fromValue` to `toValue`, `time` seconds in.
    @MainActor
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData + value(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity of an animatable value on its way from `fromValue` to `toValue`, `time` seconds in.
    @MainActor
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The force the spring exerts on an animatable value at `position` moving at `velocity` towards `toValue`.
    @MainActor
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(
            target: toValue.animatableData, position: position.animatableData, velocity: velocity.animatableData)
        return result
    }
}

extension Spring {
    /// How a displacement from the target and a velocity at time 0 contribute to the position (displacement) and
    /// the velocity at a later time: the motion is linear in both.
    struct Coefficients {
        var position: (fromDisplacement: Double, fromVelocity: Double)
        var velocity: (fromDisplacement: Double, fromVelocity: Double)
    }

    func coefficients(at t: TimeInterval) -> Coefficients {
        guard response > 0, t > 0 else {
            return Coefficients(position: (t > 0 ? 0 : 1, 0), velocity: (0, t > 0 ? 0 : 1))
        }
        let w = 2 * Double.pi / response, z = dampingRatio
        if abs(z - 1) < 1e-9 {
            // Critically damped: x(t) = e^(-wt) (x0 + (v0 + w x0) t).
            let e = exp(-w * t)
            return Coefficients(position: (e * (1 + w * t), e * t), velocity: (-w * w * t * e, e * (1 - w * t)))
        }
        if z < 1 {
            // Underdamped: x(t) = e^(-zwt) (x0 cos(wd t) + (v0 + zw x0) / wd sin(wd t)).
            let wd = w * (1 - z * z).squareRoot(), e = exp(-z * w * t), c = cos(wd * t), s = sin(wd * t)
            return Coefficients(
                position: (e * (c + z * w / wd * s), e * s / wd),
                velocity: (-e * w * w / wd * s, e * (c - z * w / wd * s)))
        }
        // Overdamped: x(t) = c1 e^(r1 t) + c2 e^(r2 t).
        let root = (z * z - 1).squareRoot(), r1 = -w * (z - root), r2 = -w * (z + root)
        let e1 = exp(r1 * t), e2 = exp(r2 * t), d = r2 - r1
        // c2 = (v0 - r1 x0) / d, c1 = x0 - c2.
        return Coefficients(
            position: (e1 + r1 / d * (e1 - e2), (e2 - e1) / d),
            velocity: (r1 * e1 + r1 / d * (r1 * e1 - r2 * e2), (r2 * e2 - r1 * e1) / d))
    }

    /// The last time the displacement is farther than `epsilon` from the target, scanned at 1/240 s.
    func settling(displacement: Double, velocity: Double, epsilon: Double) -> TimeInterval {
        guard response > 0, displacement != 0 || velocity != 0 else { return 0 }
        let step = 1.0 / 240, limit = max(10, 60 * response)
        var last = 0.0, t = step
        while t <= limit {
            let c = coefficients(at: t)
            let x = c.position.fromDisplacement * displacement + c.position.fromVelocity * velocity
            if abs(x) > epsilon { last = t }
            t += step
        }
        return last
    }

    static func combine<V: VectorArithmetic>(_ a: V, _ ca: Double, _ b: V, _ cb: Double, _ c: V, _ cc: Double) -> V {
        var a = a, b = b, c = c
        a.scale(by: ca); b.scale(by: cb); c.scale(by: cc)
        return a + b + c
    }
}
