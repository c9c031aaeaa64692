import Foundation

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
