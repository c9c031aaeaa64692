import Foundation

/// When dictation starts in a search field, as SwiftUI's `TextInputDictationActivation`.
nonisolated public struct TextInputDictationActivation: Equatable, Sendable {
    let name: String
    /// When the field is selected.
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
    /// When the person looks at the field (visionOS).
    public static let onLook = TextInputDictationActivation(name: "onLook")
}

/// Whether a search field offers dictation, as SwiftUI's `TextInputDictationBehavior`: a still frame shows no
/// keyboard or microphone, so it changes nothing drawn.
nonisolated public struct TextInputDictationBehavior: Equatable, Sendable {
    let activation: TextInputDictationActivation?
    /// The system's choice.
    public static let automatic = TextInputDictationBehavior(activation: nil)
    /// Dictation inside the field, started as `activation` says.
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(activation: activation)
    }
}

nonisolated extension View {
    /// How search fields in this view offer dictation; a still frame shows no microphone.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { self }
}
