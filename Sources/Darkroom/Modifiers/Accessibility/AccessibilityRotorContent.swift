import Foundation

/// The entries of a custom accessibility rotor, as SwiftUI's `AccessibilityRotorContent`: what an
/// `accessibilityRotor` modifier's builder produces. Rotors are read by VoiceOver only, so rotor
/// content is kept as values and never drawn.
public protocol AccessibilityRotorContent {
    /// The content this content is made of.
    associatedtype Body: AccessibilityRotorContent
    /// The content this content is made of.
    @AccessibilityRotorContentBuilder var body: Self.Body { get }
}

// Never's `body` is the one it has as a `View` (main-actor isolated); a still frame's rotors are only
// built on the main actor, so the conformance keeps that isolation, checked at run time.
extension Never: @preconcurrency AccessibilityRotorContent {}

/// Rotor content built from several pieces: what `AccessibilityRotorContentBuilder` returns.
struct AccessibilityRotorContentList: AccessibilityRotorContent {
    /// How many pieces went in (rotor content is never drawn; the count is all a still frame keeps).
    let count: Int
    var body: Never { return primitiveBody("AccessibilityRotorContentList") }
}
