import Foundation

// The search field's other spellings (suggestions, tokens, a prompt with a presentation binding): a rendered view
// has no navigation bar to hold a search field, so, as `searchable(text:placement:prompt:)`, these draw the view as
// it is and never build the suggestions or tokens.

nonisolated extension View {
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<S>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View where S: View { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<S>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View where S: View { self }
    /// A search field in the navigation bar: no bar is drawn.
    @_disfavoredOverload
    public func searchable<V, S>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View where V: View, S: StringProtocol { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View { self }
    /// A search field in the navigation bar: no bar is drawn.
    @_disfavoredOverload
    public func searchable<S>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View where S: StringProtocol { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable
    { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<C>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable
    { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<C>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable { self }
    /// A search field in the navigation bar: no bar is drawn.
    @_disfavoredOverload
    public func searchable<C, T, S>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, S: StringProtocol,
        C.Element: Identifiable
    { self }
    /// A search field in the navigation bar: no bar is drawn.
    @_disfavoredOverload
    public func searchable<C>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: some StringProtocol, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable
    { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<C>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable
    { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<C>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable { self }
    /// A search field in the navigation bar: no bar is drawn.
    @_disfavoredOverload
    public func searchable<C, T, S>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, S: StringProtocol,
        C.Element: Identifiable
    { self }
    /// A search field in the navigation bar: no bar is drawn.
    @_disfavoredOverload
    public func searchable<C>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View,
        C.Element: Identifiable
    { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View,
        C.Element: Identifiable
    { self }
    /// A search field in the navigation bar: no bar is drawn.
    @_disfavoredOverload
    public func searchable<C, T, S>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View,
        S: StringProtocol, C.Element: Identifiable
    { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable
    { self }
    /// A search field in the navigation bar: no bar is drawn.
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable
    { self }
    /// A search field in the navigation bar: no bar is drawn.
    @_disfavoredOverload
    public func searchable<C, T, S>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View,
        S: StringProtocol, C.Element: Identifiable
    { self }
}
