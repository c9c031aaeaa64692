import Foundation

/// Which way an adjustable element is adjusted, as SwiftUI's `AccessibilityAdjustmentDirection`
/// (what an `accessibilityAdjustableAction` handler is given; handlers never run in a still frame).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Increase the value.
    case increment
    /// Decrease the value.
    case decrement
}
