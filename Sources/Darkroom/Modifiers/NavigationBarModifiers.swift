import Foundation

// A rendered view has no navigation bar, tab bar or toolbar around it (Apple's
// ImageRenderer draws none either): these modifiers compile and draw the view as
// it is. Put a title into the content itself to see it in the image.

extension View {
    /// The iOS 13 navigation bar buttons: not drawn.
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View { self }
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View { self }
    /// The iOS 13 navigation bar title: not drawn.
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { self }
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        self
    }
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                               displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// How the title is shown: no bar here.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        self
    }
    /// Hides the navigation bar: there is none.
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    /// Hides the back button: there is none.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    /// The navigation view's style (stack or columns); content is drawn as one column.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    /// Toolbar items: not drawn.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// Toolbar visibility: there is no toolbar.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// The toolbar background: there is no toolbar.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        self
    }
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }
    /// The toolbar colour scheme: there is no toolbar.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View
    {
        self
    }
    /// A destination for values pushed on a navigation stack: never pushed in a still frame.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                                       @ViewBuilder destination: @escaping (D) -> C)
        -> some View { self }
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                                          @ViewBuilder destination: () -> V) -> some View { self }
    /// The status bar: there is none.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    nonisolated public func statusBar(hidden: Bool) -> some View { self }
}

/// Namespace of `TitleDisplayMode`, as SwiftUI's `NavigationBarItem`.
nonisolated public struct NavigationBarItem: Sendable {
    /// How a navigation title is shown.
    public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

/// A navigation view's presentation style.
public protocol NavigationViewStyle {}
/// One column with pushes stacked, as SwiftUI's `StackNavigationViewStyle`.
nonisolated public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns side by side, as SwiftUI's `DoubleColumnNavigationViewStyle`.
nonisolated public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The platform's default, as SwiftUI's `DefaultNavigationViewStyle`.
nonisolated public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

/// Where a toolbar item goes.
nonisolated public struct ToolbarItemPlacement: Sendable {
    let kind: Int
    public static let automatic = ToolbarItemPlacement(kind: 0)
    public static let principal = ToolbarItemPlacement(kind: 1)
    public static let navigationBarLeading = ToolbarItemPlacement(kind: 2)
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: 3)
    public static let topBarLeading = ToolbarItemPlacement(kind: 2)
    public static let topBarTrailing = ToolbarItemPlacement(kind: 3)
    public static let bottomBar = ToolbarItemPlacement(kind: 4)
    public static let primaryAction = ToolbarItemPlacement(kind: 5)
    public static let cancellationAction = ToolbarItemPlacement(kind: 6)
    public static let confirmationAction = ToolbarItemPlacement(kind: 7)
    public static let keyboard = ToolbarItemPlacement(kind: 8)
}

/// Which bar a toolbar modifier addresses.
nonisolated public struct ToolbarPlacement: Sendable {
    let kind: Int
    public static let automatic = ToolbarPlacement(kind: 0)
    public static let navigationBar = ToolbarPlacement(kind: 1)
    public static let tabBar = ToolbarPlacement(kind: 2)
    public static let bottomBar = ToolbarPlacement(kind: 3)
}

/// A toolbar item; toolbars are not drawn, so it draws its content where it is placed.
nonisolated public struct ToolbarItem<ID, Content: View>: View {
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
    }
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
        where ID == String { self.content = content() }
    public var body: some View { content }
}

/// A group of toolbar items.
nonisolated public struct ToolbarItemGroup<Content: View>: View {
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: some View { content }
}
