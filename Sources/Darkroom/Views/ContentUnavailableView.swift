import Foundation

/// An empty-state view, as SwiftUI's `ContentUnavailableView` (iOS 17): a large
/// secondary-coloured symbol, a bold title and a secondary description, centred
/// in the space offered.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions
    /// The label as the empty state stacks it (symbol above title for a `Label`).
    let stackedLabel: AnyView
    /// Creates an empty-state view from a label, a description and actions.
    ///
    /// - Parameters:
    ///   - label: The view that names the missing content, drawn in the bold title 2 style.
    ///   - description: The view that explains it, drawn in the callout style in the secondary colour.
    ///   - actions: The controls shown below the description.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        let made = label()
        self.label = made; self.description = description(); self.actions = actions()
        stackedLabel = AnyView(made.font(.title2.bold()))
    }
    public var body: some View {
        VStack(spacing: 12) {
            stackedLabel
            description
                .font(.callout)
                .foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView
where Label == Darkroom.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an empty-state view with a localized title, a system symbol and an optional description.
    ///
    /// - Parameters:
    ///   - title: The key of the title, drawn in the bold title 2 style.
    ///   - name: The name of the system symbol drawn 48 points tall above the title, in the secondary colour.
    ///   - description: The text that explains the empty state.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: Darkroom.Label(title, systemImage: name), description: description)
    }
    /// Creates an empty-state view with a string title, shown verbatim, a system symbol and an optional
    /// description.
    ///
    /// - Parameters:
    ///   - title: The title, drawn in the bold title 2 style.
    ///   - name: The name of the system symbol drawn 48 points tall above the title, in the secondary colour.
    ///   - description: The text that explains the empty state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: Darkroom.Label(title, systemImage: name), description: description)
    }
    init(label: Darkroom.Label<Text, Image>, description: Text?) {
        self.label = label; self.description = description; actions = EmptyView()
        stackedLabel = AnyView(VStack(spacing: 16) {
            label.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            label.title.font(.title2.bold())
        })
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// "No Results", as SwiftUI's search empty state.
    public static var search: ContentUnavailableView { search(text: "") }
    /// "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of the search empty state.
nonisolated public enum SearchUnavailableContent {
    /// The search empty state's label: the magnifying-glass symbol and "No Results", or "No Results for" and
    /// the search text.
    nonisolated public struct Label: View {
        let text: String
        public var body: some View {
            Darkroom.Label(text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass")
        }
    }
    /// The search empty state's description: "Check the spelling or try a new search."
    nonisolated public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
    /// The search empty state's actions: none.
    nonisolated public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
