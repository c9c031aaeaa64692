extension ContentUnavailableView
where Label == Darkroom.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an empty-state view with a localized title, an image from the app's asset catalogue and an
    /// optional description.
    ///
    /// - Parameters:
    ///   - title: The key of the title, drawn in the bold title 2 style.
    ///   - name: The name of the image drawn above the title, at the size the symbol form draws its symbol.
    ///   - description: The text that explains the empty state.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: Darkroom.Label(title, image: name), description: description)
    }
    /// Creates an empty-state view with a string title, shown verbatim, an image from the app's asset catalogue
    /// and an optional description.
    ///
    /// - Parameters:
    ///   - title: The title, drawn in the bold title 2 style.
    ///   - name: The name of the image drawn above the title, at the size the symbol form draws its symbol.
    ///   - description: The text that explains the empty state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: Darkroom.Label(title, image: name), description: description)
    }
}
