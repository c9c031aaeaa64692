import Foundation

// Gestures compile and keep the view a still frame: nothing touches a rendered
// image, so recognisers are recorded with their callbacks and never run.

/// An input recogniser, as SwiftUI's `Gesture`; here a description that is never run.
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The type of the gesture's body (`Never` for the primitive gestures).
    associatedtype Body: Gesture = Never
    /// The gesture this one is made of, as a view's `body`.
    var body: Self.Body { get }
}

extension Gesture where Body == Never {
    /// Never called: a primitive gesture has no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

// `Never`'s `Value` is the one it has as `Keyframes` (`Never`).
extension Never: Gesture {}

extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}

/// A gesture that updates gesture state while it runs, as SwiftUI's `GestureStateGesture` (`updating(_:body:)`):
/// a still frame runs no gesture, so the state keeps its initial value.
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    /// The gesture whose values update the state.
    public var base: Base
    /// The state updated.
    public var state: GestureState<State>
    let update: (Value, inout State, inout Transaction) -> Void
    /// `base`, updating `state` with `body` as its value changes.
    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        update = body
    }
}

/// A type-erased gesture, or any gesture transformed by a combinator.
nonisolated public struct AnyGesture<Value>: Gesture {
    /// Creates a type-erased gesture from another gesture with the same value type.
    public init<G: Gesture>(_ gesture: G) where G.Value == Value {}
    init() {}
}

extension Gesture {
    /// Adds an action for when the value changes (never called for a still frame).
    nonisolated public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> AnyGesture<Value> {
        AnyGesture()
    }
    /// Adds an action for when the gesture ends (never called for a still frame).
    nonisolated public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> AnyGesture<Value> {
        AnyGesture()
    }
    /// Maps the value.
    nonisolated public func map<T>(_ body: @escaping (Value) -> T) -> AnyGesture<T> { AnyGesture() }
    /// Updates gesture state while the gesture is active (never, for a still frame).
    nonisolated public func updating<State>(_ state: GestureState<State>,
                                            body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State> { GestureStateGesture(base: self, state: state, body: body) }
    /// Both gestures at once.
    nonisolated public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
    /// This gesture, then the other.
    nonisolated public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
    /// This gesture, or the other when this one fails.
    nonisolated public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension View {
    /// Attaches a gesture; the view is drawn as it is.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    /// Attaches a gesture recognised alongside the view's others; the view is drawn as it is.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> some View
    {
        self
    }
    /// Attaches a gesture taking precedence over the view's others; the view is drawn as it is.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> some View
    {
        self
    }
    /// Adds a hover action (no pointer on a server).
    nonisolated public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View { self }
}
