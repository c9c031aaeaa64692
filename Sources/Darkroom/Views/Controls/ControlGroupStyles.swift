import Foundation

/// The appearance of every control group in a view hierarchy.
///
/// Main-actor isolated as in SwiftUI; Darkroom calls `makeBody(configuration:)` off the main actor as it
/// evaluates `View.body` (see `MainActorIsolation`).
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The view a style makes for a control group.
    associatedtype Body: View
    /// The properties of the control group being drawn.
    typealias Configuration = ControlGroupStyleConfiguration
    /// The view for a control group with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a control group a style draws from.
public struct ControlGroupStyleConfiguration {
    /// The type-erased controls of a group.
    nonisolated public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The type-erased label of a group.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The group's controls.
    public let content: ControlGroupStyleConfiguration.Content
    /// The group's label (empty when it has none).
    public let label: ControlGroupStyleConfiguration.Label
}

/// A control group style in the environment, erased; `nil` draws the default look.
struct ControlGroupStyleBox: @unchecked Sendable {
    let makeBody: (ControlGroupStyleConfiguration) -> AnyView
}
private struct ControlGroupStyleKey: EnvironmentKey { static let defaultValue: ControlGroupStyleBox? = nil }
extension EnvironmentValues {
    var controlGroupStyleBox: ControlGroupStyleBox? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

/// The default control-group look: the controls side by side.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The default control-group look.
    public init() {}
    /// The controls side by side.
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
/// The navigation-bar control-group look; drawn in the default look.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The navigation control-group look.
    public init() {}
    /// The controls side by side.
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
/// The palette look (a row of controls in a menu); drawn in the default look.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// The palette control-group look.
    public init() {}
    /// The controls side by side.
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
/// A control group collapsed into a menu: a still frame shows the menu closed, its label in the tint colour.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle {
    /// The menu control-group look.
    public init() {}
    /// The closed menu's label.
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}
/// A control group collapsed into a compact menu: a still frame shows the menu closed, its label in the tint
/// colour.
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// The compact menu control-group look.
    public init() {}
    /// The closed menu's label.
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}
extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control-group look.
    public static var automatic: Self { Self() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control-group look; drawn in the default look.
    public static var navigation: Self { Self() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// The palette look; drawn in the default look.
    public static var palette: Self { Self() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group collapsed into a menu.
    public static var menu: Self { Self() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group collapsed into a compact menu.
    public static var compactMenu: Self { Self() }
}

extension View {
    /// Sets the style for control groups within this view: each draws the style's `makeBody(configuration:)`.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        let makeBody = MainActorIsolation.nonisolated { (input: (S, ControlGroupStyleConfiguration)) in
            AnyView(input.0.makeBody(configuration: input.1))
        }
        return environment(\.controlGroupStyleBox, style is AutomaticControlGroupStyle ? nil :
            ControlGroupStyleBox { makeBody((style, $0)) })
    }
}
