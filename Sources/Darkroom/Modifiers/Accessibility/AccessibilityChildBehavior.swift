import Foundation

/// How an accessibility element treats its children (accepted, no effect on pixels).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    /// Children are hidden from assistive technologies.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// Children stay separate elements inside this one.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// Children's labels merge into this element.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}
