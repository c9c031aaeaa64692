import Foundation

/// The language text is typeset for, as SwiftUI's `TypesettingLanguage` (the line height some scripts need).
///
/// Darkroom shapes text with pango, which picks fonts and line heights from the text itself, so the language is
/// accepted and draws no differently.
nonisolated public struct TypesettingLanguage: Sendable, Equatable {
    let language: Locale.Language?
    /// The language of the text's content or locale.
    public static let automatic = TypesettingLanguage(language: nil)
    /// Typesets for `language`.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(language: language)
    }
}

nonisolated extension View {
    /// Typesets text in this view for `language` (drawn as pango shapes it, see `TypesettingLanguage`).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }
}

extension Text {
    /// Typesets the text for `language` (drawn as pango shapes it, see `TypesettingLanguage`).
    nonisolated public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        self
    }
}
