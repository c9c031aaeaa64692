import Foundation

/// The label a tab's content gives its tab bar item (`tabItem(_:)`), kept on the content's layout node.
enum TabItemKey: LayoutValueKey { static var defaultValue: AnyView? { nil } }
/// The badge on a tab bar item or list row (`badge(_:)`).
enum BadgeKey: LayoutValueKey { static var defaultValue: Text? { nil } }

nonisolated extension View {
    /// The tab bar item of this view in a `TabView`: its image and title are drawn in the tab bar.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        layoutValue(key: TabItemKey.self, value: AnyView(label()))
    }
    /// A count badge on this view's tab bar item (none for zero).
    public func badge(_ count: Int) -> some View {
        layoutValue(key: BadgeKey.self, value: count == 0 ? nil : Text("\(count)"))
    }
    /// A text badge on this view's tab bar item (none for `nil`).
    public func badge(_ label: Text?) -> some View { layoutValue(key: BadgeKey.self, value: label) }
}
