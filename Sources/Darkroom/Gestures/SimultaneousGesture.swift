import Foundation

/// Two gestures recognised together.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// The two gestures recognised together (never recognised in a still frame).
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// The values of both gestures, each `nil` until it starts.
    public struct Value {
        /// The value of the first gesture, or `nil` while it has not started.
        public var first: First.Value?
        /// The value of the second gesture, or `nil` while it has not started.
        public var second: Second.Value?
    }
}

extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
