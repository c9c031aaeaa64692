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

/// A tab view's look; every style shows the selected page alone in a still frame.
public protocol TabViewStyle {}
/// The default look: a tab bar on iOS (not drawn here).
nonisolated public struct DefaultTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}
/// Swipeable pages with page dots (the dots are not drawn).
nonisolated public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show.
    nonisolated public struct IndexDisplayMode: Sendable {
        let kind: Int
        /// Shown when there are several pages.
        public static let automatic = IndexDisplayMode(kind: 0)
        /// Always shown.
        public static let always = IndexDisplayMode(kind: 1)
        /// Never shown.
        public static let never = IndexDisplayMode(kind: 2)
    }
    /// The page style with `indexDisplayMode` dots.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default look.
    public static var automatic: Self { Self() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    /// Swipeable pages.
    public static var page: Self { Self() }
    /// Swipeable pages with `indexDisplayMode` dots.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> Self { Self() }
}

extension View {
    /// The label of this view's tab in a `TabView` (no tab bar is drawn).
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    /// Sets the tab view style.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
    /// A badge on a tab or list row (not drawn: no tab bar).
    nonisolated public func badge(_ count: Int) -> some View { self }
    /// A text badge on a tab or list row (not drawn).
    nonisolated public func badge(_ label: Text?) -> some View { self }
}
