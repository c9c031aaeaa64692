/// How much two images may differ under the per-channel measure (``ImageDifference``) and still count as
/// the same picture.
///
/// Presets, one per kind of comparison; a test picks the one that names its situation instead of inventing
/// its own numbers.
package struct ImageTolerance: Sendable {
    /// A channel difference above this counts as visible (about 10 %).
    package static let visibleDifference = 24

    /// The largest difference allowed in any channel of any pixel, 0…255.
    package var maxChannelDifference: Int
    /// The largest mean absolute difference per channel allowed, 0…255.
    package var maxMeanChannelDifference: Double
    /// The largest share (0…1) of pixels allowed to differ by more than `visibleDifference` in a channel.
    package var maxVisiblyDifferingShare: Double
    /// The channel difference above which a pixel counts towards `maxVisiblyDifferingShare`.
    package var visibleDifference: Int

    /// A tolerance from its bounds; `visibleDifference` defaults to ``ImageTolerance/visibleDifference``.
    package init(maxChannelDifference: Int, maxMeanChannelDifference: Double, maxVisiblyDifferingShare: Double,
                 visibleDifference: Int = ImageTolerance.visibleDifference) {
        self.maxChannelDifference = maxChannelDifference
        self.maxMeanChannelDifference = maxMeanChannelDifference
        self.maxVisiblyDifferingShare = maxVisiblyDifferingShare
        self.visibleDifference = visibleDifference
    }

    /// The same drawing by two routes through one rasterizer (a fast path against pixman's general one,
    /// bands against one pass): rounding only.
    package static let rounding = ImageTolerance(
        maxChannelDifference: 2, maxMeanChannelDifference: 0.5, maxVisiblyDifferingShare: 0)
    /// A rendering against its committed reference image: the same rasterizer, possibly another build of
    /// cairo, pango or FreeType (hinting, anti-aliased edges).
    package static let reference = ImageTolerance(
        maxChannelDifference: 255, maxMeanChannelDifference: 1.5, maxVisiblyDifferingShare: 0.01)
    /// Two rasterizers (the libgd window surface against cairo): anti-aliased edges and glyph outlines fall
    /// on different pixels.
    package static let otherRasterizer = ImageTolerance(
        maxChannelDifference: 255, maxMeanChannelDifference: 2.5, maxVisiblyDifferingShare: 0.06)
}
