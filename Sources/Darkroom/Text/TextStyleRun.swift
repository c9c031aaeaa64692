import Foundation

/// A span of text with everything needed to shape and paint it.
struct TextStyleRun: Hashable {
    var text: String
    var font: ResolvedFont
    var paint: Paint
    var underline: TextLineDecoration?
    var strikethrough: TextLineDecoration?
    /// Extra space after each character, in points (kerning plus tracking).
    var kerning: CGFloat = 0
    var baselineOffset: CGFloat = 0

    /// The space pango adds after each character, in points: the run's own kerning and
    /// tracking, plus SF's automatic tracking where Inter stands in for the system font.
    var letterSpacing: CGFloat {
        let own = kerning.isNaN ? 0 : kerning
        return own + (font.usesSystemMetrics ? SystemFontMetrics.tracking(size: font.size) : 0)
    }

    /// The run with its font, spacing and offsets scaled (`minimumScaleFactor`).
    func scaled(by factor: CGFloat) -> TextStyleRun {
        var r = self
        r.font.size *= factor
        r.kerning *= factor
        r.baselineOffset *= factor
        return r
    }
}

/// A resolved underline or strikethrough: colour and dash pattern.
struct TextLineDecoration: Hashable {
    var color: RGBA
    var pattern: Text.LineStyle.Pattern = .solid
}

/// The parameters of one text layout: the key of the layout cache.
struct TextLayoutRequest: Hashable {
    var runs: [TextStyleRun]
    /// Wrapping width in points; `nil` lays each paragraph out on one line.
    var width: CGFloat?
    /// Maximum number of lines; the last one is truncated with an ellipsis.
    var maxLines: Int?
    var alignment: TextAlignment
    var lineSpacing: CGFloat = 0
    /// Where the ellipsis goes when text is truncated.
    var truncationMode: Text.TruncationMode = .tail
    /// The environment's layout direction: decides which side `.leading` means and
    /// the direction of paragraphs with no strongly directional character.
    var layoutDirection: LayoutDirection = .leftToRight
    /// Pixels per point the text is laid out for: system-font lines are rounded up to
    /// this grid (0: not rounded).
    var pixelScale: CGFloat = 0
}
