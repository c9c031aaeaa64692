import DarkroomCompat
import Foundation

/// The outcome of comparing a new snapshot with its reference, with the
/// numbers a failure message reports.
///
/// The rules are swift-snapshot-testing's on Apple platforms:
/// - identical pixels always match;
/// - `perceptualPrecision` < 1: a pixel fails when its ΔE 1994 exceeds
///   `(1 − perceptualPrecision) × 100`, and the images match while the share of
///   passing pixels is at least `precision`;
/// - otherwise: the images match while the share of equal bytes (four per pixel)
///   is at least `precision`.
public struct ImageComparison: Sendable {
    /// The reference's size in pixels.
    public let referencePixels: (width: Int, height: Int)
    /// The new snapshot's size in pixels.
    public let newPixels: (width: Int, height: Int)
    /// Pixels whose bytes differ (0 when the sizes differ).
    public let differingPixelCount: Int
    /// Pixels whose ΔE exceeds the perceptual threshold (equal to `differingPixelCount` when
    /// `perceptualPrecision` is 1).
    public let failingPixelCount: Int
    /// The largest ΔE 1994 of any pixel (0…100; 0 when the sizes differ).
    public let largestDeltaE: Double
    /// Why the images do not match; `nil` when they do.
    public let failure: String?

    /// Whether the new snapshot matches the reference.
    public var matches: Bool { failure == nil }

    /// Compares `new` with `reference`.
    public static func compare(reference: CGImage?, new: CGImage?, precision: Float = 1,
                               perceptualPrecision: Float = 1) -> ImageComparison {
        let refSize = (reference?.width ?? 0, reference?.height ?? 0)
        let newSize = (new?.width ?? 0, new?.height ?? 0)
        func early(_ message: String) -> ImageComparison {
            ImageComparison(referencePixels: refSize, newPixels: newSize, differingPixelCount: 0,
                            failingPixelCount: 0, largestDeltaE: 0, failure: message)
        }
        guard let reference else { return early("Reference image could not be loaded.") }
        guard let new else { return early("Newly-taken snapshot is empty.") }
        guard reference.width == new.width, reference.height == new.height else {
            return early("Newly-taken snapshot@\(newSize.0)×\(newSize.1) px does not match "
                + "reference@\(refSize.0)×\(refSize.1) px.")
        }
        let deltaThreshold = Double((1 - perceptualPrecision) * 100)
        let stats = differences(PixelBuffer(reference), PixelBuffer(new), deltaThreshold: deltaThreshold)
        let pixelCount = new.width * new.height
        func result(_ failure: String?) -> ImageComparison {
            ImageComparison(referencePixels: refSize, newPixels: newSize,
                            differingPixelCount: stats.differingPixels, failingPixelCount: stats.failingPixels,
                            largestDeltaE: stats.largestDeltaE, failure: failure)
        }
        guard stats.differingPixels > 0 else { return result(nil) }
        let summary = "\(stats.differingPixels) of \(pixelCount) pixels differ "
            + "(\(new.width)×\(new.height) px); largest ΔE 1994 \(format(stats.largestDeltaE))."
        if precision >= 1, perceptualPrecision >= 1 {
            return result("Newly-taken snapshot does not match reference.\n" + summary)
        }
        if perceptualPrecision < 1 {
            let actualPixelPrecision = 1 - Float(stats.failingPixels) / Float(pixelCount)
            guard actualPixelPrecision < precision else { return result(nil) }
            let lowestPerceptual = 1 - min(Float(stats.largestDeltaE) / 100, 1)
            return result("""
                The percentage of pixels that match \(actualPixelPrecision) is less than required \(precision)
                The lowest perceptual color precision \(lowestPerceptual) is less than required \(perceptualPrecision)
                \(summary)
                """)
        }
        let byteCount = 4 * pixelCount
        let byteThreshold = Int((1 - precision) * Float(byteCount))
        guard stats.differingBytes > byteThreshold else { return result(nil) }
        let actualPrecision = 1 - Float(stats.differingBytes) / Float(byteCount)
        return result("Actual image precision \(actualPrecision) is less than required \(precision)\n" + summary)
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }

    private struct Stats {
        var differingPixels = 0
        var differingBytes = 0
        var failingPixels = 0
        var largestDeltaE = 0.0
    }

    /// One pass over both images; only rows whose bytes differ are looked at pixel by pixel.
    private static func differences(_ a: PixelBuffer, _ b: PixelBuffer, deltaThreshold: Double) -> Stats {
        var stats = Stats()
        let fillA = a.alphaFill
        let fillB = b.alphaFill
        PixelBuffer.forEachRow(a, b) { _, rowA, rowB in
            if fillA == fillB, memcmp(rowA.baseAddress!, rowB.baseAddress!, rowA.count * 4) == 0 { return }
            for x in 0..<rowA.count {
                let wordA = rowA[x] | fillA
                let wordB = rowB[x] | fillB
                guard wordA != wordB else { continue }
                stats.differingPixels += 1
                let diff = wordA ^ wordB
                for shift in stride(from: 0, to: 32, by: 8) where (diff >> UInt32(shift)) & 0xFF != 0 {
                    stats.differingBytes += 1
                }
                let deltaE = PixelDelta.deltaE(reference: PixelBuffer.channels(wordA),
                                               new: PixelBuffer.channels(wordB))
                if deltaE > deltaThreshold { stats.failingPixels += 1 }
                stats.largestDeltaE = max(stats.largestDeltaE, deltaE)
            }
        }
        return stats
    }
}
