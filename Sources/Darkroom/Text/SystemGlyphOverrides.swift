import CCairo
import Foundation

/// Characters whose Inter glyph differs from SF Pro's far more than letters do, drawn at SF's
/// size, height and advance where Inter's Text cut stands in for the system font.
///
/// The bullet (U+2022), which `SecureField` repeats and lists use as a separator, is 0.31 em
/// wide in Inter and 0.196 em in SF Pro: six of them recorded at @3x on iOS 26 (body text, a
/// one-time code hidden behind bullets) are 10 px across, 22.5 px apart, centred 14.5 px above
/// the baseline, where Inter drew 16 px bullets 27 px apart. Darkroom draws the same Inter glyph
/// smaller, raised to SF's centre, with the space around it that gives SF's advance.
enum SystemGlyphOverrides {
    /// One character's SF Pro metrics (ems of the nominal size, measured on iOS) against
    /// Inter's own (ems of the size Inter is drawn at, from Inter 4's Regular Text cut).
    struct Override {
        var scalar: Unicode.Scalar
        /// Ink width: SF Pro's and Inter's.
        var sfWidth: CGFloat, interWidth: CGFloat
        /// Height of the ink's centre above the baseline: SF Pro's and Inter's.
        var sfCentre: CGFloat, interCentre: CGFloat
        /// Untracked advance: SF Pro's and Inter's.
        var sfAdvance: CGFloat, interAdvance: CGFloat

        /// The factor from the nominal size to the size Inter's glyph is drawn at to have SF's ink width.
        var sizeFactor: CGFloat { sfWidth / interWidth }
        /// How far the smaller glyph is raised, in ems of the nominal size.
        var rise: CGFloat { sfCentre - interCentre * sizeFactor }
        /// Space added beside the smaller glyph, in ems of the nominal size, on top of SF's table tracking.
        var extraAdvance: CGFloat { sfAdvance - interAdvance * sizeFactor }
    }

    static let bullet = Override(
        scalar: "\u{2022}", sfWidth: 0.196, interWidth: 0.3125, sfCentre: 0.284, interCentre: 0.2898,
        sfAdvance: 0.467, interAdvance: 0.5625)

    static let all = [bullet]
    /// Each override with its character's UTF-8 bytes, encoded once.
    private static let encoded = all.map { (override: $0, bytes: Array(String($0.scalar).utf8)) }

    /// The override of the character whose UTF-8 bytes start at `byte`, and its length in bytes.
    private static func override(at byte: Int, in utf8: [UInt8]) -> (override: Override, length: Int)? {
        guard byte >= 0, byte < utf8.count else { return nil }
        for entry in encoded where byte + entry.bytes.count <= utf8.count && utf8[byte] == entry.bytes[0] {
            if utf8[byte..<(byte + entry.bytes.count)].elementsEqual(entry.bytes) {
                return (entry.override, entry.bytes.count)
            }
        }
        return nil
    }

    /// Whether a run's characters may be overridden: system text in Inter's Text cut, where the
    /// measurements were made.
    static func applies(to run: TextStyleRun) -> Bool {
        run.font.usesSystemMetrics && !SystemFontMetrics.usesDisplayCut(size: run.font.size)
    }

    /// Pango attributes that draw every stretch of overridden characters in `utf8[start..<end]`
    /// (one system-font run) at SF's metrics.
    static func attributes(
        for run: TextStyleRun, utf8: [UInt8], start: Int, end: Int
    ) -> [(attribute: UnsafeMutablePointer<PangoAttribute>, start: Int, end: Int)] {
        guard applies(to: run) else { return [] }
        let size = run.font.size
        let unit = CGFloat(darkroom_pango_scale())
        // The table's tracking and the run's own kerning, without the Text cut's offset for Inter's letters.
        let tracking = run.letterSpacing - SystemFontMetrics.textOffset / 1000 * size
        var result: [(attribute: UnsafeMutablePointer<PangoAttribute>, start: Int, end: Int)] = []
        var i = start
        while i < end {
            guard let (override, length) = override(at: i, in: utf8) else {
                i += 1
                continue
            }
            // One set of attributes per stretch, however many characters it holds.
            var stretchEnd = i + length
            while stretchEnd + length <= end,
                  self.override(at: stretchEnd, in: utf8)?.override.scalar == override.scalar {
                stretchEnd += length
            }
            guard stretchEnd <= end else { break }
            let drawn = size * override.sizeFactor
            let spacing = override.extraAdvance * size + tracking
            // Pango centres each run's line height on that run's own ascent and descent, so a
            // smaller glyph's line box sits lower and would make the line taller. Pango's rise
            // moves that box back over the letters' box (it moves nothing drawn: the glyphs are
            // raised where they are placed, `rise(at:)`).
            let inter = SystemFontMetrics.interAscentDescent(size: size)
            let letters = SystemFontMetrics.glyphScale(size: size) * size
            let boxRise = (inter.ascent - inter.descent) / 2 * (letters - drawn)
            let attributes = [
                pango_attr_size_new_absolute(Int32(saturating: drawn * unit)),
                pango_attr_letter_spacing_new(Int32(saturating: spacing * unit)),
                pango_attr_rise_new(Int32(saturating: boxRise * unit)),
            ]
            for case let attribute? in attributes {
                result.append((attribute, i, stretchEnd))
            }
            i = stretchEnd
        }
        return result
    }

    /// The space pango drops beside an overridden character at a line's start and end (it
    /// keeps no letter spacing outside a line), which SF keeps as the glyph's own side bearing.
    /// `lettersEnd` is where the line's trailing whitespace begins.
    static func edgePadding(
        lineStart: Int, lettersEnd: Int, utf8: [UInt8], style: (Int) -> TextStyleRun?
    ) -> (leading: CGFloat, trailing: CGFloat) {
        guard lineStart >= 0, lineStart < lettersEnd, lettersEnd <= utf8.count else { return (0, 0) }
        func padding(at byte: Int) -> CGFloat {
            guard let run = style(byte), applies(to: run), let found = override(at: byte, in: utf8) else { return 0 }
            return found.override.extraAdvance * run.font.size / 2
        }
        // The last character starts at the last byte that is not a UTF-8 continuation byte.
        var lastStart = lettersEnd - 1
        while lastStart > lineStart, utf8[lastStart] & 0xC0 == 0x80 { lastStart -= 1 }
        return (padding(at: lineStart), padding(at: lastStart))
    }

    /// How far (points, up) the glyph of the character starting at `byte` is raised, in a run of
    /// `size` points that the overrides apply to.
    static func rise(at byte: Int, in utf8: [UInt8], size: CGFloat) -> CGFloat {
        guard let found = override(at: byte, in: utf8) else { return 0 }
        return found.override.rise * size
    }
}
