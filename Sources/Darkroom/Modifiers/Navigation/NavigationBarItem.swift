import Foundation

/// Namespace of `TitleDisplayMode`, as SwiftUI's `NavigationBarItem`.
nonisolated public struct NavigationBarItem: Sendable {
    /// How a navigation title is shown.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Inherits the mode of the previous item.
        case automatic
        /// A small title inside the bar.
        case inline
        /// A large title under the bar.
        case large
    }
}
