import Foundation

/// Where search suggestions appear, as SwiftUI's `SearchSuggestionsPlacement`. A still frame shows
/// no suggestions (no search is in progress), so the placement changes nothing drawn.
nonisolated public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let kind: Int
    /// Where the platform puts them.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: 0) }
    /// In a menu below the search field.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: 1) }
    /// In place of the searched content.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: 2) }

    /// A set of suggestion placements.
    public struct Set: OptionSet, Sendable {
        /// The set's bits.
        public var rawValue: Int
        /// A set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The menu placement.
        public static var menu: SearchSuggestionsPlacement.Set { Set(rawValue: 1 << 0) }
        /// The content placement.
        public static var content: SearchSuggestionsPlacement.Set { Set(rawValue: 1 << 1) }
    }
}
