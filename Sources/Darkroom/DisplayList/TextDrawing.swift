import Foundation

/// Text already broken into lines and shaped into glyphs at layout time.
///
/// Backends draw these glyphs where layout put them; they never shape again,
/// so a PNG, a PDF and a libgd window show the same glyph positions.
@_spi(Engine) public struct TextDrawing: Sendable {
    /// The glyph runs of the text, each in one font and paint on one baseline.
    public var runs: [GlyphRun]
    /// Underline and strikethrough bars, in points.
    public var decorations: [(rect: CGRect, color: RGBA)]
    /// Creates a text drawing from shaped glyph runs and optional underline and strikethrough bars.
    public init(runs: [GlyphRun], decorations: [(rect: CGRect, color: RGBA)] = []) {
        self.runs = runs; self.decorations = decorations
    }
}

/// A run of glyphs in one font and colour, on one baseline.
@_spi(Engine) public struct GlyphRun: Sendable {
    /// The font face that produced the glyphs.
    public var font: FontFace
    /// Glyph ids and their pen positions in points (absolute, baseline y).
    public var glyphs: [PositionedGlyph]
    /// The run's text, for searchable PDF text and for backends that draw strings.
    public var text: String
    /// Cluster map (UTF-8 bytes, glyph count) pairs that tie `text` to `glyphs`.
    public var clusters: [(bytes: Int32, glyphs: Int32)]
    /// Whether the cluster map runs from the end of `text` (right-to-left runs), as cairo's backward cluster flag.
    public var clustersBackward: Bool
    /// How the glyphs are painted: a colour or a gradient.
    public var paint: Paint
    /// Baseline origin of the run's first glyph.
    public var origin: CGPoint
}

/// One glyph at a pen position.
@_spi(Engine) public struct PositionedGlyph: Sendable, Hashable {
    /// The glyph index in the run's font face (not a Unicode code point).
    public var id: UInt32
    /// The pen position's horizontal coordinate, in points.
    public var x: CGFloat
    /// The pen position's vertical coordinate (the baseline), in points.
    public var y: CGFloat
}
