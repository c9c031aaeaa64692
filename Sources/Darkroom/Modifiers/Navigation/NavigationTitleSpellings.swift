import Foundation

// The title spellings SwiftUI declares beside `navigationTitle(_: String)`: each sets the enclosing navigation
// container's title (NavigationChrome); outside one there is no bar and the view is drawn as it is.

nonisolated extension View {
    /// The title of the enclosing navigation bar; accepted, no bar title is drawn from it.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    /// The title of the enclosing navigation bar; accepted, no bar title is drawn from it.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }
    /// An editable title of the enclosing navigation bar; accepted, no bar title is drawn from it.
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(Text(title.wrappedValue)) }
    /// The iOS 13 navigation bar title and its display mode: not drawn.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        let text = Text(title)
        return navigationChrome { $0.title = text; $0.displayMode = displayMode }
    }
}
