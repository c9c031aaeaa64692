import Darkroom
import Foundation

/// The perceptual measure, with swift-snapshot-testing's `precision` and `perceptualPrecision` as it
/// defines them on Apple platforms:
/// - identical pixels always match;
/// - `perceptualPrecision` < 1: a pixel fails when its ΔE 1994 (``PerceptualDelta``) exceeds
///   `(1 − perceptualPrecision) × 100`, and the images match while the share of passing pixels is at
///   least `precision`;
/// - otherwise: the images match while the share of equal bytes (four per pixel) is at least `precision`.
package struct PerceptualDifference: Sendable {
    /// Pixels compared (the size of both images).
    package let pixelCount: Int
    /// The perceptual precision the failing pixels were counted at.
    package let perceptualPrecision: Float
    /// Pixels whose bytes differ.
    package let differingPixels: Int
    /// Bytes that differ (up to four per pixel).
    package let differingBytes: Int
    /// Pixels whose ΔE exceeds `(1 − perceptualPrecision) × 100` (every differing pixel at precision 1).
    package let failingPixels: Int
    /// The largest ΔE 1994 of any pixel (0…100).
    package let largestDeltaE: Double

    /// Measures `new` against `reference`; `nil` when their sizes differ (never a match then).
    package init?(reference: CGImage, new: CGImage, perceptualPrecision: Float = 1) {
        guard ComparedPixels.sameSize(reference, new) else { return nil }
        let a = ComparedPixels(reference), b = ComparedPixels(new)
        let deltaThreshold = Double((1 - perceptualPrecision) * 100)
        var differingPixels = 0, differingBytes = 0, failingPixels = 0, largestDeltaE = 0.0
        // Only rows whose bytes differ are looked at pixel by pixel.
        ComparedPixels.forEachRow(a, b) { _, rowA, rowB in
            if a.alphaFill == b.alphaFill, memcmp(rowA.baseAddress!, rowB.baseAddress!, rowA.count * 4) == 0 { return }
            for x in 0..<rowA.count {
                let wordA = rowA[x] | a.alphaFill
                let wordB = rowB[x] | b.alphaFill
                guard wordA != wordB else { continue }
                differingPixels += 1
                let diff = wordA ^ wordB
                for shift in stride(from: 0, to: 32, by: 8) where (diff >> UInt32(shift)) & 0xFF != 0 {
                    differingBytes += 1
                }
                let deltaE = PerceptualDelta.deltaE(reference: ComparedPixels.channels(wordA),
                                                    new: ComparedPixels.channels(wordB))
                if deltaE > deltaThreshold { failingPixels += 1 }
                largestDeltaE = max(largestDeltaE, deltaE)
            }
        }
        pixelCount = new.width * new.height
        self.perceptualPrecision = perceptualPrecision
        self.differingPixels = differingPixels
        self.differingBytes = differingBytes
        self.failingPixels = failingPixels
        self.largestDeltaE = largestDeltaE
    }

    /// The share of pixels within the perceptual threshold, as swift-snapshot-testing reports it.
    package var pixelPrecision: Float { 1 - Float(failingPixels) / Float(pixelCount) }
    /// The share of equal bytes, as swift-snapshot-testing reports it.
    package var bytePrecision: Float { 1 - Float(differingBytes) / Float(4 * pixelCount) }
    /// The highest perceptual precision every pixel meets: 1 − largest ΔE / 100.
    package var lowestPerceptualPrecision: Float { 1 - min(Float(largestDeltaE) / 100, 1) }

    /// Whether the images match at `precision` under the rules above.
    package func matches(precision: Float) -> Bool {
        guard differingPixels > 0 else { return true }
        if precision >= 1, perceptualPrecision >= 1 { return false }
        if perceptualPrecision < 1 { return !(pixelPrecision < precision) }
        let byteThreshold = Int((1 - precision) * Float(4 * pixelCount))
        return differingBytes <= byteThreshold
    }
}
