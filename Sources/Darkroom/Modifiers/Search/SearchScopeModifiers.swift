import Foundation

// Search scopes and suggestion placements. A still frame shows no search in progress, so each keeps
// the view as it is.

extension View {
    /// Offers search scopes (not shown: no search is in progress in a still frame).
    nonisolated public func searchScopes<V, S>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View
    where V: Hashable, S: View { self }
    /// Offers search scopes, shown as `activation` says (not shown in a still frame).
    nonisolated public func searchScopes<V, S>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                               @ViewBuilder _ scopes: () -> S) -> some View
    where V: Hashable, S: View { self }
    /// Shows or hides search suggestions in `placements` (none are shown in a still frame).
    nonisolated public func searchSuggestions(_ visibility: Visibility,
                                              for placements: SearchSuggestionsPlacement.Set) -> some View { self }
}
