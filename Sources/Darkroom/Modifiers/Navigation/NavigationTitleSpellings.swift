import Foundation

// The title spellings SwiftUI declares beside `navigationTitle(_: String)`: a rendered view has no navigation bar
// around it (Apple's ImageRenderer draws none either), so each draws the view as it is.

nonisolated extension View {
    /// The title of the enclosing navigation bar; accepted, no bar title is drawn from it.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// The title of the enclosing navigation bar; accepted, no bar title is drawn from it.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// An editable title of the enclosing navigation bar; accepted, no bar title is drawn from it.
    public func navigationTitle(_ title: Binding<String>) -> some View { self }
    /// The iOS 13 navigation bar title and its display mode: not drawn.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    { self }
}
