import Foundation

/// Heading levels, as SwiftUI's `AccessibilityHeadingLevel`.
nonisolated public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// A heading without a level.
    case unspecified
    /// A level-1 heading.
    case h1
    /// A level-2 heading.
    case h2
    /// A level-3 heading.
    case h3
    /// A level-4 heading.
    case h4
    /// A level-5 heading.
    case h5
    /// A level-6 heading.
    case h6
}
