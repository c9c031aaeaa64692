import Foundation

/// A sequence of keyframes for one property.
public protocol KeyframeTrackContent<Value> {
    /// The type of the value the keyframes animate.
    associatedtype Value
}
