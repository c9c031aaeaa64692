import Foundation

/// The part a view plays in a label–content pair, as SwiftUI's `AccessibilityLabeledPairRole`
/// (for `accessibilityLabeledPair(role:id:in:)`; no effect on pixels).
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The view labels its pair.
    case label
    /// The view is the content its pair labels.
    case content
}
