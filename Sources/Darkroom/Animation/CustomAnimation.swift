import Foundation

/// An animation of your own, as SwiftUI's `CustomAnimation`: the value it gives at each time.
///
/// A still frame shows the end state, so Darkroom never steps an animation; `Animation.animate(value:time:context:)`
/// runs one for code and tests that sample it.
public protocol CustomAnimation: Hashable {
    /// The animated value at `time` seconds, for a change of `value` in total; `nil` once the animation is over.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The rate of change at `time`, if the animation knows it.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether a new animation of the same property merges into this running one (rather than adding to it).
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No velocity is known.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }
    /// Animations add up rather than merge.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// A key for state an animation keeps between its steps, as SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
    /// The type of the state.
    associatedtype Value
    /// The state before the animation's first step.
    static var defaultValue: Self.Value { get }
}

/// The state an animation keeps between its steps, as SwiftUI's `AnimationState`.
nonisolated public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]
    /// No state: every key at its default.
    public init() {}
    /// The state for `key`.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// What an animation's step knows, as SwiftUI's `AnimationContext`.
nonisolated public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's state between steps.
    public var state: AnimationState<Value>
    /// Whether the animation has reached its end value (its completion may run).
    public var isLogicallyComplete: Bool
    /// The environment of the animated view.
    public let environment: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
         environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }

    /// The same context with the state of another value type.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
    }
}

/// An animation made by `Animation.init(_:)`, kept with its hash (animations are `Hashable` and `Sendable`).
struct CustomAnimationBox: Hashable, @unchecked Sendable {
    let base: any CustomAnimation
    static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }
    func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}

/// A built-in animation as a custom one: its curve over its duration, or its spring.
struct BuiltInAnimation: CustomAnimation {
    let name: String
    let duration: TimeInterval

    private var isSpring: Bool { name.lowercased().contains("spring") || ["smooth", "snappy", "bouncy"].contains(name) }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if isSpring {
            let spring = Spring(duration: max(duration, 0.01))
            guard time < spring.settlingDuration else { return nil }
            return spring.value(target: value, time: time)
        }
        guard duration > 0, time < duration else { return nil }
        let curve: UnitCurve = switch name {
        case "linear": .linear
        case "easeIn": .easeIn
        case "easeOut": .easeOut
        default: .easeInOut
        }
        var result = value
        result.scale(by: curve.value(at: time / duration))
        return result
    }
}

extension Animation {
    /// An animation that runs `base`.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(name: "custom", duration: 0, custom: CustomAnimationBox(base: base))
    }
    /// The custom animation this animation runs (a built-in curve or spring as one).
    public var base: any CustomAnimation { custom?.base ?? BuiltInAnimation(name: name, duration: duration) }
    /// The animated value at `time` seconds for a change of `value`; `nil` once the animation is over.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }
    /// The rate of change at `time`, if known.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }
    /// Whether a new animation merges into this running one.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
