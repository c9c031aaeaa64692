extension EnvironmentValues {
    /// Where the search suggestions of the enclosing searchable view are shown. A render shows no suggestions
    /// (a still frame has no focused search field), so this is always `.automatic`.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement { .automatic }
}
