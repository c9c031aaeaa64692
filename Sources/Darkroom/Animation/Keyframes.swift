import Foundation

/// Keyframes that animate a value.
public protocol Keyframes<Value> {
    /// The type of the animated value.
    associatedtype Value
}
