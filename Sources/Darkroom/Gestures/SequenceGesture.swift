import Foundation

/// Two gestures recognised one after the other.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// The two gestures recognised one after the other (never recognised in a still frame).
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// The first gesture's value, then both.
    public enum Value {
        /// The first gesture is in progress, with its value.
        case first(First.Value)
        /// The first gesture has ended and the second is in progress: the first's final value and the second's
        /// value, `nil` until it starts.
        case second(First.Value, Second.Value?)
    }
}

extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
