import Foundation

/// Capitalisation styles, as UIKit's `UITextAutocapitalizationType`.
nonisolated public enum UITextAutocapitalizationType: Int, Sendable {
    /// No automatic capitals.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}
