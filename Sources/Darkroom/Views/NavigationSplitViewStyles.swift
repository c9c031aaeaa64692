import Foundation

/// The appearance of every navigation split view in a view hierarchy.
///
/// Main-actor isolated as in SwiftUI; Darkroom calls `makeBody(configuration:)` off the main actor as it
/// evaluates `View.body` (see `MainActorIsolation`).
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// The view a style makes for a split view.
    associatedtype Body: View
    /// The properties of the split view being drawn.
    typealias Configuration = NavigationSplitViewStyleConfiguration
    /// The view for a split view with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a split view a style draws from: the column an iPhone shows.
public struct NavigationSplitViewStyleConfiguration {
    let column: AnyView
}

/// The column a split view shows, as a style's body draws it.
nonisolated struct SplitViewColumn: View {
    let configuration: NavigationSplitViewStyleConfiguration
    var body: some View { configuration.column }
}

/// A split view style in the environment, erased; `nil` draws the shown column.
struct NavigationSplitViewStyleBox: @unchecked Sendable {
    let makeBody: (NavigationSplitViewStyleConfiguration) -> AnyView
}
private struct NavigationSplitViewStyleKey: EnvironmentKey {
    static let defaultValue: NavigationSplitViewStyleBox? = nil
}
extension EnvironmentValues {
    var navigationSplitViewStyleBox: NavigationSplitViewStyleBox? {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }
}

/// The platform's look: one column on an iPhone.
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
    /// The shown column.
    public func makeBody(configuration: Configuration) -> some View { SplitViewColumn(configuration: configuration) }
}
/// Columns side by side, the detail narrowed to fit (one column on an iPhone).
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
    /// The shown column.
    public func makeBody(configuration: Configuration) -> some View { SplitViewColumn(configuration: configuration) }
}
/// The detail kept full size, the other columns over it (one column on an iPhone).
nonisolated public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
    /// The shown column.
    public func makeBody(configuration: Configuration) -> some View { SplitViewColumn(configuration: configuration) }
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's look.
    public static var automatic: Self { Self() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns side by side.
    public static var balanced: Self { Self() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail kept full size.
    public static var prominentDetail: Self { Self() }
}

extension View {
    /// Sets the style for split views within this view: the built-in styles draw the column an iPhone shows,
    /// any other style its `makeBody(configuration:)`.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        let builtIn = style is AutomaticNavigationSplitViewStyle || style is BalancedNavigationSplitViewStyle
            || style is ProminentDetailNavigationSplitViewStyle
        let makeBody = MainActorIsolation.nonisolated { (input: (S, NavigationSplitViewStyleConfiguration)) in
            AnyView(input.0.makeBody(configuration: input.1))
        }
        return environment(\.navigationSplitViewStyleBox, builtIn ? nil :
            NavigationSplitViewStyleBox { makeBody((style, $0)) })
    }
}
