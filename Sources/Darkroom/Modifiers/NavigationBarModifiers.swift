import Foundation

// A rendered view has no navigation bar, tab bar or toolbar around it (Apple's
// ImageRenderer draws none either): these modifiers compile and draw the view as
// it is. Put a title into the content itself to see it in the image.

extension View {
    /// The iOS 13 navigation bar buttons: not drawn.
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
    /// The iOS 13 leading bar button: not drawn.
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View { self }
    /// The iOS 13 trailing bar button: not drawn.
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View { self }
    /// The iOS 13 navigation bar title: not drawn.
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { self }
    /// The iOS 13 navigation bar title: not drawn.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// The iOS 13 navigation bar title: not drawn.
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// The iOS 13 navigation bar title and its display mode: not drawn.
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        self
    }
    /// The iOS 13 navigation bar title and its display mode: not drawn.
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
    /// The toolbar background's visibility: there is no toolbar.
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
    /// A destination shown while `isPresented`: never pushed in a still frame.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                                          @ViewBuilder destination: () -> V) -> some View { self }
    /// The status bar: there is none.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// The status bar (iOS 13 spelling): there is none.
    nonisolated public func statusBar(hidden: Bool) -> some View { self }
}

/// Namespace of `TitleDisplayMode`, as SwiftUI's `NavigationBarItem`.
nonisolated public struct NavigationBarItem: Sendable {
    /// How a navigation title is shown.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Inherits the mode of the previous item.
        case automatic
        /// A small title inside the bar.
        case inline
        /// A large title under the bar.
        case large
    }
}

/// A navigation view's presentation style.
public protocol NavigationViewStyle {}
/// One column with pushes stacked, as SwiftUI's `StackNavigationViewStyle`.
nonisolated public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}
/// Columns side by side, as SwiftUI's `DoubleColumnNavigationViewStyle`.
nonisolated public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The column style.
    public init() {}
}
/// The platform's default, as SwiftUI's `DefaultNavigationViewStyle`.
nonisolated public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column with pushes stacked.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Columns side by side; drawn as one column here.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

/// Where a toolbar item goes.
nonisolated public struct ToolbarItemPlacement: Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = ToolbarItemPlacement(kind: 0)
    /// The centre of the bar.
    public static let principal = ToolbarItemPlacement(kind: 1)
    /// The leading end of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(kind: 2)
    /// The trailing end of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: 3)
    /// The leading end of the top bar (the newer name of `navigationBarLeading`).
    public static let topBarLeading = ToolbarItemPlacement(kind: 2)
    /// The trailing end of the top bar (the newer name of `navigationBarTrailing`).
    public static let topBarTrailing = ToolbarItemPlacement(kind: 3)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(kind: 4)
    /// The main action's place.
    public static let primaryAction = ToolbarItemPlacement(kind: 5)
    /// A modal's cancel button.
    public static let cancellationAction = ToolbarItemPlacement(kind: 6)
    /// A modal's confirm button.
    public static let confirmationAction = ToolbarItemPlacement(kind: 7)
    /// Above the keyboard.
    public static let keyboard = ToolbarItemPlacement(kind: 8)
}

/// Which bar a toolbar modifier addresses.
nonisolated public struct ToolbarPlacement: Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = ToolbarPlacement(kind: 0)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(kind: 1)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(kind: 2)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(kind: 3)
}

/// A toolbar item; toolbars are not drawn, so it draws its content where it is placed.
nonisolated public struct ToolbarItem<ID, Content: View>: View {
    let content: Content
    /// An item holding `content`; `placement` is accepted, no toolbar is drawn.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
    }
    /// An item with an identifier, for customisable toolbars; `placement` is accepted.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
        where ID == String { self.content = content() }
    public var body: some View { content }
}

/// A group of toolbar items.
nonisolated public struct ToolbarItemGroup<Content: View>: View {
    let content: Content
    /// A group holding `content`; `placement` is accepted, no toolbar is drawn.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: some View { content }
}

nonisolated extension View {
    /// The title of the enclosing navigation bar; accepted, no bar title is drawn from it.
    public func navigationTitle(_ title: String) -> some View { self }
    /// The title of the enclosing navigation bar; accepted, no bar title is drawn from it.
    public func navigationTitle(_ title: Text) -> some View { self }
}
