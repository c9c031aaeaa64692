import Foundation

/// The appearance of every menu in a view hierarchy. A still frame shows a menu closed: its label.
///
/// Main-actor isolated as in SwiftUI; Darkroom calls `makeBody(configuration:)` off the main actor as it
/// evaluates `View.body` (see `MainActorIsolation`).
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view a style makes for a menu.
    associatedtype Body: View
    /// The properties of the menu being drawn.
    typealias Configuration = MenuStyleConfiguration
    /// The view for a menu with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a menu a style draws from.
public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// A type-erased content of a menu.
    nonisolated public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    let label: Label
    let content: Content
}

/// A menu style in the environment, erased; `nil` draws the default look.
struct MenuStyleBox: @unchecked Sendable {
    let makeBody: (MenuStyleConfiguration) -> AnyView
}
private struct MenuStyleKey: EnvironmentKey { static let defaultValue: MenuStyleBox? = nil }
extension EnvironmentValues {
    var menuStyleBox: MenuStyleBox? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

/// The default menu look: the menu draws its label in the tint colour.
nonisolated public struct DefaultMenuStyle: MenuStyle {
    /// The default menu look.
    public init() {}
    /// The closed menu: its label in the tint colour.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// A menu drawn as a borderless button: its label in the tint colour.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless-button menu look.
    public init() {}
    /// The closed menu: its label in the tint colour.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// A menu drawn as a button in the environment's button style (the label, as a button draws it).
nonisolated public struct ButtonMenuStyle: MenuStyle {
    /// The button menu look.
    public init() {}
    /// The closed menu: its label in the tint colour.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu look.
    public static var automatic: Self { Self() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    public static var borderlessButton: Self { Self() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    public static var button: Self { Self() }
}

extension View {
    /// Sets the style for menus within this view: the built-in styles draw the closed menu's label, any other
    /// style its `makeBody(configuration:)`.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        let builtIn = style is DefaultMenuStyle || style is BorderlessButtonMenuStyle || style is ButtonMenuStyle
        let makeBody = MainActorIsolation.nonisolated { (input: (S, MenuStyleConfiguration)) in
            AnyView(input.0.makeBody(configuration: input.1))
        }
        return environment(\.menuStyleBox, builtIn ? nil : MenuStyleBox { makeBody((style, $0)) })
    }
}
