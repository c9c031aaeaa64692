import Foundation

/// A tab view's look; every style shows the selected page alone in a still frame.
public protocol TabViewStyle {}

extension View {
    /// Sets the tab view style.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        // A paged tab view has no tab bar.
        environment(\.tabViewShowsTabBar, !(style is PageTabViewStyle))
    }
}

private struct TabViewShowsTabBarKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether a `TabView` draws its tab bar (not in the page style).
    var tabViewShowsTabBar: Bool {
        get { self[TabViewShowsTabBarKey.self] }
        set { self[TabViewShowsTabBarKey.self] = newValue }
    }
}
