import Foundation

/// A curve from 0 to 1 that shapes the timing of a keyframe or an animation, as SwiftUI's `UnitCurve`.
///
/// The ease curves are CSS's cubic Béziers (ease-in 0.42, 0 → 1, 1; ease-out 0, 0 → 0.58, 1; ease-in-out
/// 0.42, 0 → 0.58, 1), the circular ones quarter circles; `value(at:)` evaluates them.
nonisolated public struct UnitCurve: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case bezier(CGFloat, CGFloat, CGFloat, CGFloat)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }
    let name: String
    let shape: Shape
    /// Whether the curve is the inverse of `shape` (progress given the value).
    var isInverse = false

    /// A curve whose progress is proportional to time.
    public static let linear = UnitCurve(name: "linear", shape: .bezier(0, 0, 1, 1))
    /// A curve that starts slowly and speeds up towards the end.
    public static let easeIn = UnitCurve(name: "easeIn", shape: .bezier(0.42, 0, 1, 1))
    /// A curve that starts quickly and slows down towards the end.
    public static let easeOut = UnitCurve(name: "easeOut", shape: .bezier(0, 0, 0.58, 1))
    /// A curve that starts slowly, speeds up in the middle and slows down again at the end.
    public static let easeInOut = UnitCurve(name: "easeInOut", shape: .bezier(0.42, 0, 0.58, 1))
    /// The ease-in-out curve, by its older name.
    public static let easeInEaseOut = UnitCurve(name: "easeInOut", shape: .bezier(0.42, 0, 0.58, 1))
    /// An ease-in curve shaped by a quarter circle.
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn", shape: .circularEaseIn)
    /// An ease-out curve shaped by a quarter circle.
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut", shape: .circularEaseOut)
    /// An ease-in-out curve shaped by two quarter circles.
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut", shape: .circularEaseInOut)
    /// A cubic Bézier curve from (0, 0) to (1, 1) through two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(name: "bezier", shape: .bezier(startControlPoint.x, startControlPoint.y, endControlPoint.x,
                                                 endControlPoint.y))
    }

    /// The curve's value at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let x = min(max(progress.isNaN ? 0 : progress, 0), 1)
        return isInverse ? Self.invert(x) { forward($0) } : forward(x)
    }

    /// The curve's slope at `progress`: how fast its value changes.
    public func velocity(at progress: Double) -> Double {
        let h = 1e-5
        let low = max(progress - h, 0), high = min(progress + h, 1)
        guard high > low else { return 0 }
        return (value(at: high) - value(at: low)) / (high - low)
    }

    /// The curve mirrored about y = x: the progress at which this curve reaches a value.
    public var inverse: UnitCurve {
        var copy = self
        copy.isInverse.toggle()
        return copy
    }

    private func forward(_ x: Double) -> Double {
        switch shape {
        case .bezier(let x1, let y1, let x2, let y2):
            // Solve x(t) = x for the parameter t, then evaluate y(t).
            func component(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
                let u = 1 - t
                return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
            }
            let t = Self.invert(x) { component($0, Double(x1), Double(x2)) }
            return component(t, Double(y1), Double(y2))
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - (x - 1) * (x - 1)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - pow(2 - 2 * x, 2)).squareRoot() + 1) / 2
        }
    }

    /// The input at which an increasing function of 0…1 reaches `target`, by bisection.
    private static func invert(_ target: Double, _ function: (Double) -> Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if function(middle) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
