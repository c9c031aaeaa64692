import Foundation

/// How `FastPNGEncoder` trades file size for speed.
///
/// Measured on a 2400 × 1260 share card (gradient, photo, text; see
/// docs/performance.md): `.fast` encodes in a fraction of libpng's
/// default time for a file about 1.5–2 × larger; `.balanced` is close to
/// libpng's default size; `.smallest` spends more time for a few percent less.
public struct PNGCompression: Hashable, Sendable {
    /// zlib level, 0 (stored) … 9.
    public var level: Int32
    /// The row filter.
    public var filter: PNGRowFilter
    /// Deflate with run-length matches only (zlib's `Z_RLE` kind of stream), by
    /// Darkroom's own coder: much faster than zlib at any level on smooth and
    /// flat images (UI, gradients), somewhat larger on photographs. `level` then
    /// only tells it apart from `0` (stored).
    public var runLengthOnly: Bool
    /// Deflate horizontal stripes of the image on all cores (a few hundred bytes
    /// larger: each stripe restarts its dictionary).
    public var parallel: Bool

    /// A setting from its parts: the zlib `level` (0…9), the row `filter`, whether deflate only
    /// looks for runs (fast, larger files), and whether stripes are deflated on all cores.
    public init(level: Int32, filter: PNGRowFilter, runLengthOnly: Bool = false, parallel: Bool = true) {
        self.level = min(max(level, 0), 9); self.filter = filter; self.runLengthOnly = runLengthOnly;
        self.parallel = parallel
    }

    /// Speed first: `up` filter, run-length deflate, all cores.
    public static let fast = PNGCompression(level: 1, filter: .up, runLengthOnly: true)
    /// Close to libpng's default size, several times faster than it.
    public static let balanced = PNGCompression(level: 3, filter: .adaptive)
    /// Smallest files, slowest.
    public static let smallest = PNGCompression(level: 9, filter: .adaptive)
    /// No compression at all (stored blocks): fastest, files as large as the pixels.
    public static let uncompressed = PNGCompression(level: 0, filter: .none)
}

/// PNG row filters (PNG spec §9). `.adaptive` picks, per row, the filter with the
/// smallest sum of absolute values — libpng's default heuristic.
public enum PNGRowFilter: Hashable, Sendable {
    /// Rows stored as they are.
    case none
    /// Each byte minus the byte to its left.
    case sub
    /// Each byte minus the byte above it.
    case up
    /// Each byte minus the mean of left and above.
    case average
    /// Each byte minus the Paeth predictor of left, above and upper-left.
    case paeth
    /// The filter with the smallest sum of absolute values, chosen per row.
    case adaptive
}
