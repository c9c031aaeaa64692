import Foundation

/// A sequence of keyframes for one property, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    /// The type of the value the keyframes animate.
    associatedtype Value: Animatable = Self.Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
    /// Darkroom's resolution hook; not for use: appends the keyframes this content holds.
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Self.Value>)
}

extension KeyframeTrackContent where Self.Value == Self.Body.Value {
    /// Content made of other content holds what its body holds.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Self.Value>) {
        body._resolve(into: &resolved)
    }
}

/// The keyframes of one track, in order.
public struct _ResolvedKeyframeTrackContent<Value: Animatable> {
    var segments: [KeyframeSegment<Value>] = []
    init() {}

    /// How long the keyframes take.
    var duration: TimeInterval { segments.reduce(0) { $0 + $1.duration } }

    /// The value `time` seconds in, starting from `start`. Animatable data is main-actor isolated.
    @MainActor func value(from start: Value, at time: TimeInterval) -> Value {
        var current = start
        var elapsed: TimeInterval = 0
        for segment in segments {
            if time >= elapsed + segment.duration {
                current = segment.to
                elapsed += segment.duration
                continue
            }
            let progress = segment.progress(at: (time - elapsed) / segment.duration)
            var delta = segment.to.animatableData - current.animatableData
            delta.scale(by: progress)
            var out = current
            out.animatableData = current.animatableData + delta
            return out
        }
        return current
    }
}

/// One keyframe: the value it reaches, how long it takes and how it gets there.
struct KeyframeSegment<Value> {
    enum Kind {
        case linear(UnitCurve)
        case cubic
        case spring(Spring)
        case move
    }
    let to: Value
    let duration: TimeInterval
    let kind: Kind

    /// The share of the way from the previous value, `t` (0…1) of the keyframe's time in.
    ///
    /// Linear keyframes follow their unit curve (Bézier curves other than the named ones are drawn
    /// linear); cubic keyframes ease in and out (their velocities are not honoured); spring
    /// keyframes follow a critically damped spring of the spring's duration.
    func progress(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch kind {
        case .move: return 1
        case .cubic: return t * t * (3 - 2 * t)
        case .spring(let spring):
            let omega = 2 * Double.pi / max(spring.duration, 0.01)
            let s = t * duration
            return 1 - (1 + omega * s) * exp(-omega * s)
        case .linear(let curve):
            switch curve.name {
            case "easeIn": return t * t * t
            case "easeOut": return 1 - pow(1 - t, 3)
            case "easeInOut": return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
            case "circularEaseIn": return 1 - (1 - t * t).squareRoot()
            case "circularEaseOut": return (1 - pow(t - 1, 2)).squareRoot()
            case "circularEaseInOut":
                return t < 0.5 ? (1 - (1 - pow(2 * t, 2)).squareRoot()) / 2
                    : ((1 - pow(-2 * t + 2, 2)).squareRoot() + 1) / 2
            default: return t
            }
        }
    }
}
