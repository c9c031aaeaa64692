import Foundation

/// The metrics of Apple's system font (SF Pro) that Darkroom gives its stand-in, Inter:
/// published numbers only, never Apple's font files.
///
/// - Tracking: SF applies a size-specific tracking automatically; the values are the
///   table in Apple's Human Interface Guidelines (Typography, "Tracking values"), in
///   thousandths of an em, for 6…48 pt. Sizes between rows are interpolated; above 48 pt
///   no tracking is added.
/// - Optical sizes: SF Pro's optical size varies continuously from its Text design at 17 pt to its
///   Display design at 28 pt (a variable font since iOS 14); Inter has two static cuts (Inter /
///   Inter Display), so each size takes the cut SF is closer to: Display from 22.5 pt. A bold
///   22 pt `.title2` "Hello" recorded on iOS 18 is 51 pt of ink: 51.5 in Inter's Text cut,
///   45.8 in its Display cut.
/// - Glyph size: Inter's letters are taller than SF's at the same point size (cap height
///   2048/2816 em in Inter 4, 2024/2816 in Inter Display, SF Pro's 1443/2048: an "H" in
///   body text recorded at @3x is 36 px of a 51 px em). Inter is drawn at the size where its
///   cap height is SF's (`glyphScale`, about 0.97), so x-height and cap height match SF's and
///   letters are as wide as SF's within a few per cent; line height and tracking still come
///   from the nominal size.
/// - Spacing: Inter's side bearings are looser than SF's, by a nearly constant amount per
///   letter, so each cut takes the table's tracking plus an offset fitted to iOS recordings
///   (`textOffset`, `displayOffset`): body text in the external corpus ("Hello, world!",
///   "Loading", "Simple Text", …) and a 34 pt `.largeTitle` paragraph recorded on iOS 26.
/// - Line height: SF Pro's vertical metrics give a line of 2444/2048 em (ascent 1950, descent
///   494 units: `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287). Each line is then
///   rounded up to the pixel grid, as iOS lays lines out (three lines of `.largeTitle` are
///   123 pt at @2x, not 3 × 40.57).
enum SystemFontMetrics {
    /// Points per em of one SF line.
    static let lineHeightPerEm: CGFloat = 2444.0 / 2048.0
    /// Below this size the Text optical cut is used, from it on the Display cut: halfway
    /// between SF's 17 pt Text and 28 pt Display designs.
    static let displaySize: CGFloat = 22.5
    /// Tracking (1/1000 em) added to the table's value where Inter's Text cut stands in.
    static let textOffset: CGFloat = 15
    /// Tracking (1/1000 em) added to the table's value where Inter Display stands in.
    static let displayOffset: CGFloat = -6
    /// SF Pro's cap height, in ems (1443/2048).
    static let capHeight: CGFloat = 1443.0 / 2048.0
    /// SF Pro's ascent and descent, in ems (1950 and 494 of 2048 units).
    static let ascent: CGFloat = 1950.0 / 2048, descent: CGFloat = 494.0 / 2048

    /// (size in points, tracking in 1/1000 em), from Apple's HIG tracking table.
    private static let table: [(CGFloat, CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 8), (39, 8), (40, 6), (41, 4), (42, 4), (43, 3), (44, 3),
        (45, 2), (46, 2), (47, 1), (48, 1),
    ]

    /// SF's tracking at `size`, in points.
    static func tracking(size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        let perMille: CGFloat
        if size <= table[0].0 {
            perMille = table[0].1
        } else if size >= table[table.count - 1].0 {
            perMille = size > table[table.count - 1].0 ? 0 : table[table.count - 1].1
        } else {
            let upper = table.firstIndex { $0.0 >= size }!
            let (s0, t0) = table[upper - 1], (s1, t1) = table[upper]
            perMille = t0 + (t1 - t0) * (size - s0) / (s1 - s0)
        }
        let offset = usesDisplayCut(size: size) ? displayOffset : textOffset
        return (perMille + offset) / 1000 * size
    }

    /// Whether text at `size` is drawn with Inter's Display cut.
    static func usesDisplayCut(size: CGFloat) -> Bool {
        size >= displaySize && FontCatalog.hasDisplayCut
    }

    /// The factor from a nominal system-font size to the size Inter is drawn at, so that its
    /// cap height is SF Pro's. Line height and tracking keep the nominal size.
    static func glyphScale(size: CGFloat) -> CGFloat {
        // Inter 4's cap heights: 2048/2816 em (Text cut), 2024/2816 em (Display cut).
        let interCapHeight: CGFloat = usesDisplayCut(size: size) ? 2024.0 / 2816.0 : 2048.0 / 2816.0
        return capHeight / interCapHeight
    }

    /// Inter's ascent and descent at `size` (the cut used there), in ems of the size Inter is drawn at:
    /// 2728 and 680 of 2816 units in the Text cut, 1974 and 502 of 2048 in the Display cut.
    static func interAscentDescent(size: CGFloat) -> (ascent: CGFloat, descent: CGFloat) {
        usesDisplayCut(size: size) ? (1974.0 / 2048, 502.0 / 2048) : (2728.0 / 2816, 680.0 / 2816)
    }

    /// How far (points, down) SF's baseline lies below the one pango gives Inter in a line of
    /// system text at `size` drawn at `scale`. Pango centres the line height on Inter's ascent
    /// and descent; iOS puts the baseline SF's ascent below the line's top, and the space that
    /// rounding the line height up to the pixel grid adds goes below the text. Body text
    /// recorded at @3x has its baseline 49 px below the line's top (48.56 rounded), at @2x 32 px
    /// (32.37 rounded): centring would give 48.47 and 32.48, a pixel off at @3x.
    static func baselineCorrection(size: CGFloat, scale: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        let inter = interAscentDescent(size: size)
        let drawn = glyphScale(size: size) * size
        let pangoBaseline = inter.ascent * drawn + (lineHeight(size: size, scale: scale)
            - (inter.ascent + inter.descent) * drawn) / 2
        return ascent * size - pangoBaseline
    }

    /// The height of one line at `size`, rounded up to the pixel grid of `scale` (none when 0).
    static func lineHeight(size: CGFloat, scale: CGFloat) -> CGFloat {
        let height = size * lineHeightPerEm
        guard scale > 0, scale.isFinite else { return height }
        return (height * scale - 0.001).rounded(.up) / scale
    }
}
