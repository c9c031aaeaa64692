import Foundation

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
