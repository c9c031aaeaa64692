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

    /// A button made from a primitive style's configuration draws the default style, not the style that
    /// made it.
    var systemLook = false

    @Environment(\.buttonStyleBox) private var style
    public var body: some View {
        (systemLook ? .automatic : style)
            .makeBody(ButtonStyleConfiguration(label: .init(AnyView(label)), isPressed: false, role: role))
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
