import Foundation

/// A view switching between child views, as SwiftUI's `TabView`: a still frame
/// shows the selected tab's content (the child whose `tag` equals the selection,
/// else the first child). The tab bar itself is not drawn (ImageRenderer shows no
/// bars), and `tabItem` only labels a tab.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: AnyHashable?
    let content: Content

    /// A tab view showing the child whose `tag` equals `selection` (the first child without one).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        self.content = content()
    }
    public var body: Never { primitiveBody("TabView") }

    func makeNode(_ context: ResolveContext) -> LayoutNode {
        var c = context
        c.stackAxis = nil
        let children = Resolver.children(of: content, c)
        let chosen = selection.flatMap { s in children.first { $0.value(TagKey.self) == s } } ?? children.first
        return chosen ?? Resolver.node(EmptyView(), context)
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view showing its first child.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

extension View {
    /// The label of this view's tab in a `TabView` (no tab bar is drawn).
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    /// A badge on a tab or list row (not drawn: no tab bar).
    nonisolated public func badge(_ count: Int) -> some View { self }
    /// A text badge on a tab or list row (not drawn).
    nonisolated public func badge(_ label: Text?) -> some View { self }
}
