import Foundation

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
/// Columns side by side, as SwiftUI's `ColumnNavigationViewStyle` (`.columns`).
nonisolated public struct ColumnNavigationViewStyle: NavigationViewStyle {}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side; drawn as one column here.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// The navigation view's style (stack or columns); content is drawn as one column.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
