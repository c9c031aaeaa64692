import DarkroomComparison
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
///
/// The measure is DarkroomComparison's perceptual one; this type adds the messages.
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
        guard let measured = PerceptualDifference(reference: reference, new: new,
                                                  perceptualPrecision: perceptualPrecision) else {
            return early("Newly-taken snapshot@\(newSize.0)×\(newSize.1) px does not match "
                + "reference@\(refSize.0)×\(refSize.1) px.")
        }
        func result(_ failure: String?) -> ImageComparison {
            ImageComparison(referencePixels: refSize, newPixels: newSize,
                            differingPixelCount: measured.differingPixels, failingPixelCount: measured.failingPixels,
                            largestDeltaE: measured.largestDeltaE, failure: failure)
        }
        guard !measured.matches(precision: precision) else { return result(nil) }
        let summary = "\(measured.differingPixels) of \(measured.pixelCount) pixels differ "
            + "(\(new.width)×\(new.height) px); largest ΔE 1994 \(format(measured.largestDeltaE))."
        if precision >= 1, perceptualPrecision >= 1 {
            return result("Newly-taken snapshot does not match reference.\n" + summary)
        }
        if perceptualPrecision < 1 {
            return result("""
                The percentage of pixels that match \(measured.pixelPrecision) is less than required \(precision)
                The lowest perceptual color precision \(measured.lowestPerceptualPrecision) is less than required \
                \(perceptualPrecision)
                \(summary)
                """)
        }
        return result("Actual image precision \(measured.bytePrecision) is less than required \(precision)\n"
            + summary)
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
