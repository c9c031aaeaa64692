import Foundation

/// A control that initiates an action. A renderer never runs the action; the
/// button draws its label in the tint colour (red for destructive buttons), or
/// as its `buttonStyle` says.
nonisolated public struct Button<Label: View>: View {
    let role: ButtonRole?
    let label: Label
    /// A button showing `label`; `action` is kept for the API and never run by a renderer.
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        role = nil; self.label = label()
    }
    /// A button with a `role`: `.destructive` draws its label in red; `.cancel` as the default.
    @preconcurrency public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) { self.role = role; self.label = label() }

    @Environment(\.buttonStyleBox) private var style
    public var body: some View {
        style.makeBody(ButtonStyleConfiguration(label: .init(AnyView(label)), isPressed: false, role: role))
    }
}

extension Button where Label == Text {
    /// A button with a localized title.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button with a string title.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A button with a localized title and a role.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    /// A button with a string title and a role.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// A button that deletes data: its label draws in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels: drawn as the default.
    public static let cancel = ButtonRole(name: "cancel")
}

/// The properties of a button a style draws from.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The button's label, to place in the style's body.
    public let label: ButtonStyleConfiguration.Label
    /// Always false: a rendered picture shows the button at rest.
    public let isPressed: Bool
    /// The button's role, if any.
    public let role: ButtonRole?
}

/// A type that applies standard interaction behaviour and a custom appearance to buttons.
///
/// Main-actor isolated as in SwiftUI; Darkroom calls `makeBody(configuration:)` off
/// the main actor as it evaluates `View.body` (see `MainActorIsolation`).
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a style makes for a button.
    associatedtype Body: View
    /// The properties of the button being drawn.
    typealias Configuration = ButtonStyleConfiguration
    /// The view for a button with `configuration`; `isPressed` is always false in a render.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A type that applies custom interaction behaviour and appearance to buttons.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a style makes for a button.
    associatedtype Body: View
    /// The properties of the button being drawn.
    typealias Configuration = ButtonStyleConfiguration
    /// The view for a button with `configuration`; the action is never triggered in a render.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The platform default: the label in the tint colour (red for destructive).
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TintedLabel(configuration: configuration) }
}
/// `.borderless`: the same as the default on iOS.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TintedLabel(configuration: configuration) }
}
/// `.plain`: the label as is, in the primary colour.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// `.bordered`: the label in the tint colour on a rounded tint-coloured fill at 15% opacity.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedLabel(configuration: configuration, prominent: false)
    }
}
/// `.borderedProminent`: the label in white on a rounded tint-coloured fill.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The bordered prominent style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedLabel(configuration: configuration, prominent: true)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform default: the label in the tint colour.
    public static var automatic: DefaultButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint colour, without a border.
    public static var borderless: BorderlessButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as is, in the primary colour.
    public static var plain: PlainButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// Tint-coloured label on a rounded tint fill at 15 % opacity.
    public static var bordered: BorderedButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// White label on a rounded tint fill.
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

nonisolated private struct TintedLabel: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.resolvedTint) private var tint
    @Environment(\.isFormRow) private var isFormRow
    @Environment(\.foregroundStyle) private var explicitStyle
    var body: some View {
        // `.foregroundColor`/`.foregroundStyle` on the button (or above it) wins over the
        // tint, as in SwiftUI; a destructive role stays red.
        let inherits = explicitStyle != nil && configuration.role != .destructive
        let color = configuration.role == .destructive ? Color.red : tint
        if inherits {
            if isFormRow {
                configuration.label.frame(maxWidth: .infinity, alignment: .leading)
            } else {
                configuration.label
            }
        } else if isFormRow {
            // A button row: its label sits at the row's leading edge, the row takes the width.
            configuration.label.foregroundColor(color).frame(maxWidth: .infinity, alignment: .leading)
        } else {
            configuration.label.foregroundColor(color)
        }
    }
}

/// Bordered buttons: at the regular control size 12 points of horizontal and 7 of
/// vertical padding around the label, on a rounded rectangle with 8-point corners
/// (see `BorderedMetrics` for the other sizes; `buttonBorderShape` picks the shape).
nonisolated private struct BorderedLabel: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.resolvedTint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    var body: some View {
        let color = configuration.role == .destructive ? Color.red : tint
        let m = BorderedMetrics(controlSize)
        configuration.label
            .foregroundColor(prominent ? .white : color)
            .padding(.horizontal, m.horizontal)
            .padding(.vertical, m.vertical)
            .background(
                BorderedShape(shape: borderShape, radius: m.radius).fill(prominent ? color : color.opacity(0.15)))
    }
}

/// A button style in the environment, erased.
struct ButtonStyleBox: @unchecked Sendable {
    let makeBody: (ButtonStyleConfiguration) -> AnyView
    static let automatic = ButtonStyleBox { AnyView(DefaultButtonStyle().makeBody(configuration: $0)) }
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = ButtonStyleBox.automatic }
extension EnvironmentValues {
    var buttonStyleBox: ButtonStyleBox {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for buttons within this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let makeBody = MainActorIsolation.nonisolated { (input: (S, ButtonStyleConfiguration)) in
            AnyView(input.0.makeBody(configuration: input.1))
        }
        return environment(\.buttonStyleBox, ButtonStyleBox { makeBody((style, $0)) })
    }
    /// Sets a custom style for buttons within this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let makeBody = MainActorIsolation.nonisolated { (input: (S, ButtonStyleConfiguration)) in
            AnyView(input.0.makeBody(configuration: input.1))
        }
        return environment(\.buttonStyleBox, ButtonStyleBox { makeBody((style, $0)) })
    }
}
