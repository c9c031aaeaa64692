/// PNG row filters (PNG spec §9). `.adaptive` picks, per row, the filter with the
/// smallest sum of absolute values — libpng's default heuristic.
@_spi(Engine) public enum PNGRowFilter: Hashable, Sendable {
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
