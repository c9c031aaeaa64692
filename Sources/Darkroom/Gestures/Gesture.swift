import Foundation

// Gestures compile and keep the view a still frame: nothing touches a rendered
// image, so recognisers are recorded with their callbacks and never run.

/// An input recogniser, as SwiftUI's `Gesture`; here a description that is never run.
public protocol Gesture<Value> {
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
