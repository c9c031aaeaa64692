import Foundation

/// When a search's scope bar appears, as SwiftUI's `SearchScopeActivation`. A still frame shows no
/// active search, so the activation changes nothing drawn.
nonisolated public struct SearchScopeActivation: Sendable {
    let kind: Int
    /// As the platform decides.
    public static var automatic: SearchScopeActivation { SearchScopeActivation(kind: 0) }
    /// Once text is typed into the field.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(kind: 1) }
    /// As soon as search is presented.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(kind: 2) }
}
