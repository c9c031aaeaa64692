import Foundation

/// A view switching between child views, as SwiftUI's `TabView`: a still frame
/// shows the selected tab's content (the child whose `tag` equals the selection,
/// else the first child) above iOS's tab bar, one item per child labelled by its
/// `tabItem` (the selected one in the tint). The page style shows the content alone.
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
        let index = selection.flatMap { s in children.firstIndex { $0.value(TagKey.self) == s } } ?? 0
        guard children.indices.contains(index) else { return Resolver.node(EmptyView(), context) }
        let items = children.map { TabBar.Item(label: $0.value(TabItemKey.self), badge: $0.value(BadgeKey.self)) }
        guard context.environment.tabViewShowsTabBar, items.contains(where: { $0.label != nil }) else {
            return children[index]
        }
        let generation = context.environment.osGeneration
        func bar(_ background: Bool) -> LayoutNode {
            Resolver.node(TabBar(items: items, selectedIndex: index, generation: generation,
                                 showsBackground: background), c)
        }
        return TabViewNode(content: children[index], bar: bar(false), backgroundBar: bar(true))
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view showing its first child.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}
