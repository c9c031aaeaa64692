import Foundation

/// Split-view looks.
public protocol NavigationSplitViewStyle {}
/// The platform's look.
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}
/// Columns side by side, the detail narrowed to fit.
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's look.
    public static var automatic: Self { Self() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns side by side.
    public static var balanced: Self { Self() }
}

extension View {
    /// A split view's style (one column is drawn).
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}
