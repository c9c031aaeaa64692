import Foundation

/// The visibility of a UI element (`listRowSeparator(.hidden)`).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The platform's choice.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
