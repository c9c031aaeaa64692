import Foundation

// A rendered view has no navigation bar or tab bar around it (Apple's
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
    /// A destination for values pushed on a navigation stack: never pushed in a still frame.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                                       @ViewBuilder destination: @escaping (D) -> C)
        -> some View { self }
    /// A destination shown while `isPresented`: never pushed in a still frame.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                                          @ViewBuilder destination: () -> V) -> some View { self }
}

nonisolated extension View {
    /// The title of the enclosing navigation bar; accepted, no bar title is drawn from it.
    public func navigationTitle(_ title: String) -> some View { self }
    /// The title of the enclosing navigation bar; accepted, no bar title is drawn from it.
    public func navigationTitle(_ title: Text) -> some View { self }
}
