import Foundation

/// The first of two gestures that succeeds.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// The two gestures of which the first to succeed wins (never recognised in a still frame).
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// Which gesture succeeded, with its value.
    public enum Value {
        /// The first gesture succeeded, with its value.
        case first(First.Value)
        /// The second gesture succeeded, with its value.
        case second(Second.Value)
    }
}

extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
