import Foundation

// Gestures compile and keep the view a still frame: nothing touches a rendered
// image, so recognisers are recorded with their callbacks and never run.

/// An input recogniser, as SwiftUI's `Gesture`; here a description that is never run.
public protocol Gesture {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
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
                                            body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void)
        -> AnyGesture<Value> { AnyGesture() }
    /// Both gestures at once.
    nonisolated public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture()
    }
    /// This gesture, then the other.
    nonisolated public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture()
    }
    /// This gesture, or the other when this one fails.
    nonisolated public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture()
    }
}

/// Two gestures recognised together.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both gestures, each `nil` until it starts.
    public struct Value {
        /// The value of the first gesture, or `nil` while it has not started.
        public var first: First.Value?
        /// The value of the second gesture, or `nil` while it has not started.
        public var second: Second.Value?
    }
}

/// Two gestures recognised one after the other.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture's value, then both.
    public enum Value {
        /// The first gesture is in progress, with its value.
        case first(First.Value)
        /// The first gesture has ended and the second is in progress: the first's final value and the second's
        /// value, `nil` until it starts.
        case second(First.Value, Second.Value?)
    }
}

/// The first of two gestures that succeeds.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture succeeded, with its value.
    public enum Value {
        /// The first gesture succeeded, with its value.
        case first(First.Value)
        /// The second gesture succeeded, with its value.
        case second(Second.Value)
    }
}

/// A property that holds a value only while a gesture runs: for a still frame, always its initial value.
@propertyWrapper
public struct GestureState<Value> {
    private let initial: Value
    /// Creates gesture state with the value it holds while no gesture runs (`@GestureState var offset = .zero`).
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// Creates gesture state with the value it holds while no gesture runs.
    public init(initialValue: Value) { initial = initialValue }
    /// Creates gesture state with its initial value and the transaction it resets with when a gesture ends.
    ///
    /// Darkroom runs no gesture, so the state never leaves its initial value and the transaction is unused.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// The current value: in a render, always the initial value.
    public var wrappedValue: Value { initial }
    /// The state itself (`$offset`), to pass to a gesture's `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

/// Which gestures of a view and its subviews take part.
nonisolated public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No gestures take part: neither the attached gesture nor those of subviews.
    public static let none = GestureMask([])
    /// The attached gesture takes part, but not the gestures of subviews.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of subviews take part, but not the attached gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// The attached gesture and the gestures of subviews take part; the default.
    public static let all = GestureMask([.gesture, .subviews])
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
