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
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: Darkroom.Label(title, systemImage: name), description: description)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: Darkroom.Label(title, systemImage: name), description: description)
    }
    private init(label: Darkroom.Label<Text, Image>, description: Text?) {
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
    nonisolated public struct Label: View {
        let text: String
        public var body: some View {
            Darkroom.Label(text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass")
        }
    }
    nonisolated public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
    nonisolated public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
