import Foundation

// Keyframe animation (iOS 17). A render is one still frame at the start of the animation, so a
// keyframe animator draws its content with the initial value; the tracks are kept so that code
// written for animation compiles unchanged and keeps its structure.

/// A curve from 0 to 1 that shapes the timing of a keyframe, as SwiftUI's `UnitCurve`.
nonisolated public struct UnitCurve: Hashable, Sendable {
    let name: String
    /// A curve whose progress is proportional to time.
    public static let linear = UnitCurve(name: "linear")
    /// A curve that starts slowly and speeds up towards the end.
    public static let easeIn = UnitCurve(name: "easeIn")
    /// A curve that starts quickly and slows down towards the end.
    public static let easeOut = UnitCurve(name: "easeOut")
    /// A curve that starts slowly, speeds up in the middle and slows down again at the end.
    public static let easeInOut = UnitCurve(name: "easeInOut")
    /// An ease-in curve shaped by a quarter circle.
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    /// An ease-out curve shaped by a quarter circle.
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    /// An ease-in-out curve shaped by two quarter circles.
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
    /// A cubic Bézier curve from (0, 0) to (1, 1) through two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(name: "bezier")
    }
}

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

/// A sequence of keyframes for one property.
public protocol KeyframeTrackContent<Value> {
    /// The type of the value the keyframes animate.
    associatedtype Value
}

/// Keyframes that animate a value.
public protocol Keyframes<Value> {
    /// The type of the animated value.
    associatedtype Value
}

/// A keyframe reached along a straight line in value.
nonisolated public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// The value at the keyframe.
    public let to: Value
    /// A keyframe reaching `to` after `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) { self.to = to }
}

/// A keyframe reached by a spring.
nonisolated public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// The value at the keyframe.
    public let to: Value
    /// A keyframe reaching `to` by a spring.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
    }
}

/// A keyframe reached along a cubic curve.
nonisolated public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// The value at the keyframe.
    public let to: Value
    /// A keyframe reaching `to` after `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
    }
}

/// A keyframe that jumps to its value at once.
nonisolated public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// The value at the keyframe.
    public let to: Value
    /// A keyframe that moves to `to` immediately.
    public init(_ to: Value) { self.to = to }
}

/// The keyframes of one track, collected by `KeyframeTrackContentBuilder`.
nonisolated public struct KeyframeTrackContentList<Value>: KeyframeTrackContent {
    let count: Int
}

/// Collects the keyframes of a `KeyframeTrack`.
@resultBuilder
nonisolated public enum KeyframeTrackContentBuilder<Value> {
    /// Takes a single keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeTrackContentList<Value>
        where K.Value == Value {
        KeyframeTrackContentList(count: 1)
    }
    /// Combines the keyframes of a block, in order.
    public static func buildBlock(_ parts: KeyframeTrackContentList<Value>...) -> KeyframeTrackContentList<Value> {
        KeyframeTrackContentList(count: parts.reduce(0) { $0 + $1.count })
    }
    /// Takes the keyframes of an `if` without `else`, or none when the condition is false.
    public static func buildOptional(_ part: KeyframeTrackContentList<Value>?) -> KeyframeTrackContentList<Value> {
        part ?? KeyframeTrackContentList(count: 0)
    }
    /// Takes the keyframes of the first branch of an `if`-`else` or `switch`.
    public static func buildEither(first: KeyframeTrackContentList<Value>) -> KeyframeTrackContentList<Value> { first }
    /// Takes the keyframes of the second branch of an `if`-`else` or `switch`.
    public static func buildEither(second: KeyframeTrackContentList<Value>) -> KeyframeTrackContentList<Value> {
        second
    }
    /// Combines the keyframes of a `for`-`in` loop.
    public static func buildArray(_ parts: [KeyframeTrackContentList<Value>]) -> KeyframeTrackContentList<Value> {
        KeyframeTrackContentList(count: parts.reduce(0) { $0 + $1.count })
    }
}

/// The keyframes of one property of an animated value. (The second generic parameter is the property's
/// type; Darkroom names it `Property` so that `Value` can be the animated root value, as `Keyframes` needs.)
nonisolated public struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes
    where Content.Value == Property {
    /// The animated root value, whose property the track animates.
    public typealias Value = Root
    let keyframes: Content
    /// A track for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Property>,
                @KeyframeTrackContentBuilder<Property> content: () -> Content) {
        keyframes = content()
    }
}

extension KeyframeTrack where Root == Property {
    /// A track for the whole animated value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) { keyframes = content() }
}

/// The tracks of a keyframe animation, collected by `KeyframesBuilder`.
nonisolated public struct KeyframeList<Value>: Keyframes {
    let trackCount: Int
}

/// Collects the tracks of a keyframe animation.
@resultBuilder
nonisolated public enum KeyframesBuilder<Value> {
    /// Takes a single track.
    public static func buildExpression<K: Keyframes>(_ track: K) -> KeyframeList<Value> where K.Value == Value {
        KeyframeList(trackCount: 1)
    }
    /// Combines the tracks of a block.
    public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> {
        KeyframeList(trackCount: parts.reduce(0) { $0 + $1.trackCount })
    }
    /// Takes the tracks of an `if` without `else`, or none when the condition is false.
    public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> {
        part ?? KeyframeList(trackCount: 0)
    }
    /// Takes the tracks of the first branch of an `if`-`else` or `switch`.
    public static func buildEither(first: KeyframeList<Value>) -> KeyframeList<Value> { first }
    /// Takes the tracks of the second branch of an `if`-`else` or `switch`.
    public static func buildEither(second: KeyframeList<Value>) -> KeyframeList<Value> { second }
}

/// A view that animates its content with keyframes, as SwiftUI's `KeyframeAnimator` (iOS 17). A render
/// is the first frame: the content is drawn with the initial value.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
    where KeyframePath.Value == Value {
    let content: Content

    /// An animator that plays its keyframes, repeating or once.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.content = content(initialValue)
    }
    /// An animator that plays its keyframes each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.content = content(initialValue)
    }

    public var body: some View { content }
}

nonisolated extension View {
    /// Animates this view with keyframes each time `trigger` changes; a render draws the initial value.
    public func keyframeAnimator<Value, Modified: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(PlaceholderContentView(value: self), initialValue)
    }
    /// Animates this view with keyframes, repeating or once; a render draws the initial value.
    public func keyframeAnimator<Value, Modified: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(PlaceholderContentView(value: self), initialValue)
    }
}
