import Foundation

// A rendered view has no navigation bar to hold a search field: these modifiers compile and draw nothing.

extension View {
    /// A search field in the navigation bar (no bar is drawn).
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil) -> some View { self }
    /// A search field with a `LocalizedStringKey` prompt (no bar is drawn).
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                       prompt: LocalizedStringKey) -> some View { self }
    /// A search field with a string prompt (no bar is drawn).
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View { self }
    /// A search field whose presentation `isPresented` controls (no bar is drawn, whatever its value).
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View { self }
    /// Suggestions under a search field.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
}
