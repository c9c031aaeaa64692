import Foundation

/// Text already broken into lines and shaped into glyphs at layout time.
///
/// Backends draw these glyphs where layout put them; they never shape again,
/// so a PNG, a PDF and a libgd window show the same glyph positions.
public struct TextDrawing: Sendable {
    public var runs: [GlyphRun]
    /// Underline and strikethrough bars, in points.
    public var decorations: [(rect: CGRect, color: RGBA)]
    public init(runs: [GlyphRun], decorations: [(rect: CGRect, color: RGBA)] = []) {
        self.runs = runs; self.decorations = decorations
    }
}

/// A run of glyphs in one font and colour, on one baseline.
public struct GlyphRun: Sendable {
    /// The font face that produced the glyphs.
    public var font: FontFace
    /// Glyph ids and their pen positions in points (absolute, baseline y).
    public var glyphs: [PositionedGlyph]
    /// The run's text, for searchable PDF text and for backends that draw strings.
    public var text: String
    /// Cluster map (UTF-8 bytes, glyph count) pairs that tie `text` to `glyphs`.
    public var clusters: [(bytes: Int32, glyphs: Int32)]
    public var clustersBackward: Bool
    public var paint: Paint
    /// Baseline origin of the run's first glyph.
    public var origin: CGPoint
}

/// One glyph at a pen position.
public struct PositionedGlyph: Sendable, Hashable {
    public var id: UInt32
    public var x: CGFloat
    public var y: CGFloat
}
