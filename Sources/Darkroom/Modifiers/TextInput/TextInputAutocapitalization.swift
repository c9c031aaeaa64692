import Foundation

/// Capitalisation styles, as SwiftUI's `TextInputAutocapitalization`.
nonisolated public struct TextInputAutocapitalization: Sendable {
    let kind: Int
    /// No automatic capitals.
    public static let never = TextInputAutocapitalization(kind: 0)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(kind: 1)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(kind: 2)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(kind: 3)
}
