import Foundation

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
