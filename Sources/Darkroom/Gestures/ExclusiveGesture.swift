import Foundation

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
