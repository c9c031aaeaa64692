import Foundation

/// The properties of a button a primitive style draws from.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label, to place in the style's body.
    public let label: PrimitiveButtonStyleConfiguration.Label

    /// Performs the button's action: a render never runs it, so this does nothing.
    public func trigger() {}

    /// The same button, as the non-primitive styles' helpers take it.
    var buttonConfiguration: ButtonStyleConfiguration {
        ButtonStyleConfiguration(label: .init(label.content), isPressed: false, role: role)
    }
}

extension ButtonStyleConfiguration {
    /// The same button, as a primitive style takes it.
    var primitive: PrimitiveButtonStyleConfiguration {
        PrimitiveButtonStyleConfiguration(role: role, label: .init(label.content))
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration, drawn in the default style (a custom primitive
    /// style wraps it to keep the system look).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        role = configuration.role; label = configuration.label; systemLook = true
    }
}
