import Foundation

/// A button style in the environment, erased.
struct ButtonStyleBox: @unchecked Sendable {
    let makeBody: (ButtonStyleConfiguration) -> AnyView
    static let automatic = ButtonStyleBox { AnyView(DefaultButtonStyle().makeBody(configuration: $0.primitive)) }
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
            AnyView(input.0.makeBody(configuration: input.1.primitive))
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
