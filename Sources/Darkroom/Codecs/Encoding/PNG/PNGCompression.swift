import Foundation

/// How a PNG trades file size for encoding time.
///
/// Measured on the benchmark images, a 2400 × 1260 share card and 50,000 lines
/// (Benchmarks/results/png-encoders.md, docs/performance.md), against libpng's
/// default output: `.balanced` writes files within 6 % of libpng's size 3–4 times
/// faster than libpng; `.fast` takes about half the time of `.balanced` for files
/// up to a quarter larger than libpng's; `.smallest` writes the smallest files and
/// is the slowest; `.uncompressed` writes the pixels as they are.
public struct PNGCompression: Hashable, Sendable {
    /// The deflate coder a setting uses.
    @_spi(Engine) public enum Coder: Hashable, Sendable {
        /// Darkroom's run-length coder (`RunLengthDeflater`): only distance-1 matches, the runs filtered
        /// rows of UI pictures are made of. Stripes of rows are filtered and deflated on all cores and
        /// joined into one stream, a batch of rows at a time.
        case runLength
        /// libdeflate on the whole image in one call, at a level from 0 (stored blocks) to 12 (smallest).
        /// Rows are filtered into one buffer first, on all cores.
        case libdeflate(level: Int32)
    }

    /// The deflate coder.
    @_spi(Engine) public var coder: Coder
    /// The row filter.
    @_spi(Engine) public var filter: PNGRowFilter
    /// Whether the encoder uses every core for one image (the default). A server that already keeps
    /// every core busy with renders of its own gets more images per second with `false`.
    public var parallel: Bool

    /// A setting from its parts: the deflate `coder`, the row `filter`, and whether one image uses
    /// every core. libdeflate levels outside 0…12 are clamped.
    @_spi(Engine) public init(coder: Coder, filter: PNGRowFilter, parallel: Bool = true) {
        if case .libdeflate(let level) = coder {
            self.coder = .libdeflate(level: min(max(level, 0), 12))
        } else {
            self.coder = coder
        }
        self.filter = filter
        self.parallel = parallel
    }

    /// Speed first: the `up` filter and Darkroom's run-length coder on stripes of rows on all cores.
    public static let fast = PNGCompression(coder: .runLength, filter: .up)
    /// Close to libpng's default size, several times faster than it: the `up` filter and libdeflate at
    /// level 4. The setting of `ViewRenderer.pngData(_:)`, `UIImage.pngData()` and `ImageFormat.png`.
    public static let balanced = PNGCompression(coder: .libdeflate(level: 4), filter: .up)
    /// Smallest files, slowest: libpng's adaptive filter and libdeflate at level 10, the first of its
    /// optimal-parsing levels (11 and 12 take up to three times as long for a few percent less).
    public static let smallest = PNGCompression(coder: .libdeflate(level: 10), filter: .adaptive)
    /// No compression at all (stored blocks): files as large as the pixels.
    public static let uncompressed = PNGCompression(coder: .libdeflate(level: 0), filter: .none)
}
