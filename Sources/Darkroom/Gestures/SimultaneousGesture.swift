import Foundation

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
