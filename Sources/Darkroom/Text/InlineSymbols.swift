import Foundation

/// `Image(systemName:)` inside `Text` (`Text(Image(systemName: "star.fill"))`,
/// `Text("\(Image(systemName: "star.fill")) 4.5")`): the symbol is a glyph of the
/// icon font `Image(systemName:)` draws from, shaped inline by pango, so it sits
/// on the line and wraps with the words. Bitmap images inside text are not drawn.
extension Text {
    /// Text showing one symbol image; other images show nothing.
    public init(_ image: Image) {
        segments = [Text.segment(for: image)]
    }

    static func segment(for image: Image) -> Segment {
        guard let name = image.systemName else { return Segment(string: "") }
        return Segment(content: .symbol(name))
    }

    /// The icon font's character for a symbol, after the environment's variant;
    /// an unknown name (or no icon font) shows a replacement character and warns once.
    static func symbolCharacter(_ requested: String, in environment: EnvironmentValues) -> String {
        let name = environment.symbolVariants.apply(to: requested)
        guard SymbolImage.iconFile != nil, let character = SymbolImage.inlineCharacter(named: name) else {
            SymbolImage.warnUnknown(name)
            return "\u{FFFD}"
        }
        return character
    }

    /// The icon font at the em size `Image(systemName:)` uses for this text size.
    static func symbolFont(_ font: ResolvedFont, in environment: EnvironmentValues) -> ResolvedFont {
        var f = font
        f.family = SymbolImage.iconFamily + "," + font.family
        f.size = font.size * 1.2 * SymbolImage.scaleFactor(environment.imageScale)
        return f
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A symbol image inside a text literal.
    public mutating func appendInterpolation(_ image: Image) {
        appendInterpolation(Text(image))
    }
}
