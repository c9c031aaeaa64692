import DarkroomSnapshotTesting
import Foundation
import Testing

/// Image pairs whose ΔE 1994 is known from an independent implementation (colour-science 0.4,
/// `delta_E(method='CIE 1994')` on `sRGB_to_XYZ` / `XYZ_to_Lab`, D65), compared at thresholds
/// just above and just below it.
@Suite struct ImageComparisonTests {
    /// A 10 × 10 opaque image of one colour, with pixel (3, 4) changed to `changed` when given.
    static func image(_ rgb: (UInt8, UInt8, UInt8), changed: (UInt8, UInt8, UInt8)? = nil,
                      width: Int = 10, height: Int = 10) -> CGImage {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for index in 0..<(width * height) {
            let colour = (index == 4 * width + 3 ? changed : nil) ?? rgb
            bytes[index * 4] = colour.2
            bytes[index * 4 + 1] = colour.1
            bytes[index * 4 + 2] = colour.0
        }
        return CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedBGRA: bytes)!
    }

    struct Pair: CustomTestStringConvertible, Sendable {
        let base: (UInt8, UInt8, UInt8)
        let changed: (UInt8, UInt8, UInt8)
        /// ΔE 1994 by colour-science.
        let deltaE: Double
        /// A perceptual precision whose threshold lies above `deltaE` (passes) and one below (fails).
        let passesAt: Float
        let failsAt: Float
        var testDescription: String { "\(base) → \(changed), ΔE \(deltaE)" }
    }

    static let pairs = [
        Pair(base: (255, 255, 255), changed: (254, 254, 254), deltaE: 0.3451, passesAt: 0.98, failsAt: 0.997),
        Pair(base: (255, 255, 255), changed: (250, 250, 250), deltaE: 1.7280, passesAt: 0.98, failsAt: 0.985),
        Pair(base: (255, 255, 255), changed: (248, 248, 248), deltaE: 2.4210, passesAt: 0.97, failsAt: 0.98),
        Pair(base: (0, 122, 255), changed: (0, 122, 250), deltaE: 0.8934, passesAt: 0.99, failsAt: 0.992),
        Pair(base: (52, 199, 89), changed: (52, 199, 80), deltaE: 1.4272, passesAt: 0.98, failsAt: 0.986),
    ]

    @Test(arguments: pairs)
    func perceptualThresholds(_ pair: Pair) {
        let reference = Self.image(pair.base)
        let new = Self.image(pair.base, changed: pair.changed)
        let pass = ImageComparison.compare(reference: reference, new: new, perceptualPrecision: pair.passesAt)
        #expect(pass.matches)
        #expect(pass.differingPixelCount == 1)
        #expect(abs(pass.largestDeltaE - pair.deltaE) < 0.02)
        let fail = ImageComparison.compare(reference: reference, new: new, perceptualPrecision: pair.failsAt)
        #expect(!fail.matches)
        #expect(fail.failingPixelCount == 1)
        #expect(fail.failure?.contains("The percentage of pixels that match 0.99 is less than required 1.0") == true)
        // Exact comparison fails on any change.
        #expect(!ImageComparison.compare(reference: reference, new: new).matches)
    }

    /// `precision` lets a share of pixels fail: 1 pixel of 100 is within 0.99 and outside 0.995.
    @Test func precisionCountsFailingPixels() {
        let reference = Self.image((255, 255, 255))
        let new = Self.image((255, 255, 255), changed: (0, 0, 0))
        #expect(ImageComparison.compare(reference: reference, new: new, precision: 0.99,
                                        perceptualPrecision: 0.98).matches)
        #expect(!ImageComparison.compare(reference: reference, new: new, precision: 0.995,
                                         perceptualPrecision: 0.98).matches)
        // Byte precision (perceptualPrecision 1): 3 of 400 bytes differ.
        #expect(ImageComparison.compare(reference: reference, new: new, precision: 0.99).matches)
        let strict = ImageComparison.compare(reference: reference, new: new, precision: 0.995)
        #expect(strict.failure?.hasPrefix("Actual image precision 0.9925 is less than required 0.995") == true)
    }

    @Test func messageGivesSizesCountAndLargestDeltaE() {
        let comparison = ImageComparison.compare(reference: Self.image((255, 255, 255)),
                                                 new: Self.image((255, 255, 255), changed: (0, 0, 0)))
        #expect(comparison.failure == """
            Newly-taken snapshot does not match reference.
            1 of 100 pixels differ (10×10 px); largest ΔE 1994 100.00.
            """)
    }

    @Test func sizeMismatchAndMissingImagesFail() {
        let small = Self.image((255, 255, 255), width: 4, height: 4)
        let large = Self.image((255, 255, 255))
        #expect(ImageComparison.compare(reference: large, new: small).failure
            == "Newly-taken snapshot@4×4 px does not match reference@10×10 px.")
        #expect(ImageComparison.compare(reference: nil, new: small).failure == "Reference image could not be loaded.")
        #expect(ImageComparison.compare(reference: small, new: nil).failure == "Newly-taken snapshot is empty.")
        #expect(ImageComparison.compare(reference: small, new: small).matches)
    }

    /// A pixel that changed only its coverage counts, though its premultiplied colour over black did not change.
    @Test func alphaOnlyChangeIsADifference() {
        let clear = [UInt8](repeating: 0, count: 4)
        let opaqueBlack: [UInt8] = [0, 0, 0, 255]
        let transparent = CGImage(width: 1, height: 1, bytesPerRow: 4, premultipliedBGRA: clear)!
        let black = CGImage(width: 1, height: 1, bytesPerRow: 4, premultipliedBGRA: opaqueBlack)!
        let comparison = ImageComparison.compare(reference: transparent, new: black, perceptualPrecision: 0.98)
        #expect(!comparison.matches)
        #expect(abs(comparison.largestDeltaE - 100) < 0.01)
    }
}
