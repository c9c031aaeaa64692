import Foundation

/// Kinds of accessibility actions, as SwiftUI's `AccessibilityActionKind`.
nonisolated public struct AccessibilityActionKind: Sendable, Hashable {
    let kind: Int
    /// The element's main action.
    public static let `default` = AccessibilityActionKind(kind: 0)
    /// Dismiss (the two-finger scrub).
    public static let escape = AccessibilityActionKind(kind: 1)
    /// The two-finger double tap.
    public static let magicTap = AccessibilityActionKind(kind: 2)
    /// Delete.
    public static let delete = AccessibilityActionKind(kind: 3)
    /// Show the element's menu.
    public static let showMenu = AccessibilityActionKind(kind: 4)
    /// A custom action called `name`.
    public init(named name: Text) { kind = 5 }
    private init(kind: Int) { self.kind = kind }
}
