import Foundation

/// A span of text with everything needed to shape and paint it.
struct TextStyleRun: Hashable {
    var text: String
    var font: ResolvedFont
    var paint: Paint
    var underline: RGBA?
    var strikethrough: RGBA?
    var kerning: CGFloat = 0
    var baselineOffset: CGFloat = 0
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
}
