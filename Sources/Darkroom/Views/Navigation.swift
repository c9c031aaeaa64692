import Foundation

// Navigation containers draw their content. A render has no navigation bar to
// show (ImageRenderer draws none either), so titles and toolbars are accepted and
// not drawn; `NavigationLink` draws its label.

/// A view that displays a root view (drawn as its content alone).
public struct NavigationStack<Root: View>: View {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public var body: some View { root }
}

/// The pre-iOS 16 navigation container (drawn as its content alone).
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}

/// A link to a destination view: a render draws its label.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label }
}

extension NavigationLink where Label == Text {
    public init(_ title: String, destination: Destination) { self.label = Text(title) }
}
