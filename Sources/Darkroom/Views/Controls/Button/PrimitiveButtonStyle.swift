import Foundation

/// A type that applies custom interaction behaviour and appearance to buttons.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a style makes for a button.
    associatedtype Body: View
    /// The properties of the button being drawn.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The view for a button with `configuration`; the action is never triggered in a render.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
