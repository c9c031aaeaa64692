import Foundation

// The search field is drawn by the enclosing navigation container, under its title (NavigationBar), showing its
// prompt (the text is never typed in a still frame); outside a navigation container nothing is drawn.

extension View {
    /// A search field in the navigation bar, showing `prompt` ("Search" when nil).
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil) -> some View {
        let shown = prompt ?? Text("Search")
        return navigationChrome { $0.searchPrompt = shown }
    }
    /// A search field with a `LocalizedStringKey` prompt.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                       prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    /// A search field with a string prompt.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    /// A search field whose presentation `isPresented` controls (no bar is drawn, whatever its value).
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View { self }
    /// Suggestions under a search field.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
}
