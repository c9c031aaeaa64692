import Foundation

/// The default look: a tab bar on iOS (not drawn here).
nonisolated public struct DefaultTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default look.
    public static var automatic: Self { Self() }
}
