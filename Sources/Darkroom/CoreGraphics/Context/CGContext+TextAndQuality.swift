import Foundation

/// How glyphs are painted, as Core Graphics' `CGTextDrawingMode` (kept: Core Graphics' glyph
/// drawing calls are not offered; text is drawn by views).
public enum CGTextDrawingMode: Int32, Sendable {
    /// Fill.
    case fill
    /// Stroke.
    case stroke
    /// Fill, then stroke.
    case fillStroke
    /// Neither.
    case invisible
    /// Fill and add to the clip.
    case fillClip
    /// Stroke and add to the clip.
    case strokeClip
    /// Fill, stroke and add to the clip.
    case fillStrokeClip
    /// Add to the clip.
    case clip
}

/// The text and quality settings a context keeps for code that reads them back.
struct CGContextTextState {
    var matrix = CGAffineTransform.identity
    var position = CGPoint.zero
    var characterSpacing: CGFloat = 0
    var drawingMode = CGTextDrawingMode.fill
    var fontSize: CGFloat = 0
    var renderingIntent = CGColorRenderingIntent.defaultIntent
    var flatness: CGFloat = 0.5
}

// Recipes set these before drawing a snapshot so that text and edges come out as on screen.
// cairo draws every output the same way — grayscale-antialiased glyphs at subpixel positions,
// curves flattened finely enough for the device — so the font settings are kept, not applied;
// `setAllowsAntialiasing`/`setShouldAntialias` do turn antialiasing off for shapes.
extension CGContext {
    /// Whether glyphs may be smoothed (kept: cairo's glyphs are grayscale-antialiased).
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {}
    /// Whether glyphs are smoothed (kept).
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}
    /// Whether glyphs may sit at subpixel positions (kept: they do).
    public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {}
    /// Whether glyphs sit at subpixel positions (kept).
    public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {}
    /// Whether glyph positions may be quantized (kept).
    public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {}
    /// Whether glyph positions are quantized (kept).
    public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {}
    /// How colours out of the destination's gamut are mapped (kept: everything is sRGB).
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) { state.text.renderingIntent = intent }
    /// The accuracy of curved paths (kept: cairo's tolerance is a tenth of a device pixel).
    public func setFlatness(_ flatness: CGFloat) { if flatness.isFinite { state.text.flatness = flatness } }
    /// Extra space between glyphs (kept).
    public func setCharacterSpacing(_ spacing: CGFloat) {
        if spacing.isFinite { state.text.characterSpacing = spacing }
    }
    /// How glyphs are painted (kept).
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { state.text.drawingMode = mode }
    /// The font size for glyph drawing (kept).
    public func setFontSize(_ size: CGFloat) { if size.isFinite { state.text.fontSize = size } }
    /// The transform from text space to user space (kept).
    public var textMatrix: CGAffineTransform {
        get { state.text.matrix }
        set { state.text.matrix = newValue }
    }
    /// Where the next glyph would be drawn (kept).
    public var textPosition: CGPoint {
        get { state.text.position }
        set { state.text.position = newValue }
    }
    /// Sets where the next glyph would be drawn (kept).
    public func setTextPosition(x: CGFloat, y: CGFloat) { state.text.position = CGPoint(x: x, y: y) }
}
