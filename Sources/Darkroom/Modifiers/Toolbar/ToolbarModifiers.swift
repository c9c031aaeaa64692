import Foundation

// Toolbars are drawn by the enclosing navigation container (NavigationBar); outside one there is no bar
// (Apple's ImageRenderer draws none either) and these modifiers draw the view as it is.

extension View {
    /// Toolbar items given as views: drawn at the trailing end of the navigation bar.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = AnyView(HStack(spacing: NavigationBarMetrics.itemSpacing) { content() })
        return navigationChrome { $0.add(placement: .automatic, view: items) }
    }
    /// Hides (`.hidden`) the navigation bar; other bars and visibilities change nothing.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hides = visibility == .hidden && bars.contains { $0.isNavigationBar }
        return navigationChrome { if hides { $0.isBarHidden = true } }
    }
    /// The navigation bar's background: drawn behind the bar and up under the status bar.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let fill = AnyShapeStyle(style)
        let applies = bars.contains { $0.isNavigationBar }
        return navigationChrome { if applies { $0.barBackground = fill } }
    }
    /// Whether the navigation bar's background shows (`.visible`: the bar material unless a style is given).
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let applies = bars.contains { $0.isNavigationBar }
        return navigationChrome { if applies { $0.barBackgroundVisibility = visibility } }
    }
    /// The toolbar colour scheme: the bars keep the render's scheme.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View
    {
        self
    }
}
