import Foundation

extension Font {
    /// Lowercase letters as small capitals (OpenType `smcp`), where the font has them; Inter, which stands in for
    /// SF Pro, has none, so the system font draws its ordinary letters.
    public func smallCaps() -> Font { addingFeatures("smcp", "c2sc") }
    /// Lowercase letters as small capitals (OpenType `smcp`), where the font has them.
    public func lowercaseSmallCaps() -> Font { addingFeatures("smcp") }
    /// Uppercase letters as small capitals (OpenType `c2sc`), where the font has them.
    public func uppercaseSmallCaps() -> Font { addingFeatures("c2sc") }

    private func addingFeatures(_ features: String...) -> Font {
        var font = self
        font.otherFeatures += features.filter { !font.otherFeatures.contains($0) }
        return font
    }

    /// The space between lines a font asks for, as SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable {
        /// The font's own line spacing.
        case standard
        /// Tighter than the font's.
        case tight
        /// Looser than the font's.
        case loose
    }

    /// This font with tighter or looser line spacing. Darkroom lays out lines with the font's standard spacing
    /// (pango's line height for the face), so the font is returned as it is.
    public func leading(_ leading: Leading) -> Font { self }
}
