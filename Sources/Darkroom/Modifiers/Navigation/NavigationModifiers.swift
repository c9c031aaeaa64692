import Foundation

// Titles and bar items are drawn by the enclosing navigation container (NavigationBar); outside one (Apple's
// ImageRenderer has none either) these modifiers draw the view as it is.

extension View {
    /// The iOS 13 navigation bar buttons, leading and trailing.
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        let l = AnyView(leading), t = AnyView(trailing)
        return navigationChrome {
            $0.add(placement: .navigationBarLeading, view: l)
            $0.add(placement: .navigationBarTrailing, view: t)
        }
    }
    /// The iOS 13 leading bar button.
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        let l = AnyView(leading)
        return navigationChrome { $0.add(placement: .navigationBarLeading, view: l) }
    }
    /// The iOS 13 trailing bar button.
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        let t = AnyView(trailing)
        return navigationChrome { $0.add(placement: .navigationBarTrailing, view: t) }
    }
    /// The iOS 13 navigation bar title, shown large at a stack's root.
    nonisolated public func navigationBarTitle(_ title: Text) -> some View {
        navigationChrome { $0.title = title; $0.displayMode = .large }
    }
    /// The iOS 13 navigation bar title, shown large at a stack's root.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationBarTitle(Text(titleKey))
    }
    /// The iOS 13 navigation bar title, shown large at a stack's root.
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationBarTitle(Text(title))
    }
    /// The iOS 13 navigation bar title and its display mode.
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationChrome { $0.title = title; $0.displayMode = displayMode }
    }
    /// The iOS 13 navigation bar title and its display mode.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                               displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }
    /// How the title is shown: large under the bar, or inline in it.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationChrome { $0.displayMode = displayMode }
    }
    /// Hides the navigation bar.
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationChrome { if hidden { $0.isBarHidden = true } }
    }
    /// Hides the back button of a pushed screen.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationChrome { if hidesBackButton { $0.hidesBackButton = true } }
    }
    /// The destination for values of type `D` pushed on the enclosing navigation stack: a stack whose path
    /// starts with values shows the last one's destination, with a back button.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                                       @ViewBuilder destination: @escaping (D) -> C)
        -> some View
    {
        navigationChrome { chrome in
            chrome.destinations.append { value in (value.base as? D).map { AnyView(destination($0)) } }
        }
    }
    /// A destination pushed while `isPresented` is true: the stack then shows it, with a back button.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                                          @ViewBuilder destination: () -> V) -> some View {
        let pushed = isPresented.wrappedValue ? AnyView(destination()) : nil
        return navigationChrome { if let pushed { $0.presented = pushed } }
    }
}

nonisolated extension View {
    /// The title of the enclosing navigation bar: large under the bar at a stack's root unless
    /// `navigationBarTitleDisplayMode(.inline)` says otherwise.
    public func navigationTitle(_ title: String) -> some View { navigationTitle(Text(title)) }
    /// The title of the enclosing navigation bar.
    public func navigationTitle(_ title: Text) -> some View { navigationChrome { $0.title = title } }
}
