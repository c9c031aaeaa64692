import Darkroom
import DarkroomComparison
import Testing

/// swift-snapshot-testing's `precision` and `perceptualPrecision` on known pairs.
@Suite struct PerceptualDifferenceTests {
    @Test func identicalImagesMatchAtAnyPrecision() throws {
        let d = try #require(PerceptualDifference(reference: TestImages.picture(), new: TestImages.picture()))
        #expect(d.differingPixels == 0 && d.differingBytes == 0 && d.largestDeltaE == 0)
        #expect(d.matches(precision: 1))
    }

    /// One level of grey (ΔE 0.35): no match at perceptual precision 1, a match at 0.98 (threshold ΔE 2),
    /// and none at 0.997 (threshold ΔE 0.3).
    @Test func oneLevelMatchesOnlyPerceptually() throws {
        let reference = TestImages.picture(), new = TestImages.picture(changed: (254, 254, 254, 255))
        let exact = try #require(PerceptualDifference(reference: reference, new: new))
        #expect(!exact.matches(precision: 1))
        #expect(exact.differingPixels == 1 && exact.differingBytes == 3 && exact.failingPixels == 1)
        let eye = try #require(PerceptualDifference(reference: reference, new: new, perceptualPrecision: 0.98))
        #expect(eye.matches(precision: 1) && eye.failingPixels == 0)
        #expect(abs(eye.largestDeltaE - 0.3451) < 0.001)
        let strict = try #require(PerceptualDifference(reference: reference, new: new, perceptualPrecision: 0.997))
        #expect(!strict.matches(precision: 1) && strict.pixelPrecision == 0.99)
    }

    /// A black pixel on white fails perceptually; `precision` lets a share of pixels fail.
    @Test func visibleChangeFailsUnlessPrecisionAllowsIt() throws {
        let reference = TestImages.picture(), new = TestImages.picture(changed: TestImages.black)
        let d = try #require(PerceptualDifference(reference: reference, new: new, perceptualPrecision: 0.98))
        #expect(!d.matches(precision: 1) && d.failingPixels == 1)
        #expect(d.matches(precision: 0.99) && !d.matches(precision: 0.995))
        #expect(d.lowestPerceptualPrecision < 0.0001)
        // Byte precision (perceptual precision 1): 3 of 400 bytes differ.
        let bytes = try #require(PerceptualDifference(reference: reference, new: new))
        #expect(bytes.bytePrecision == 0.9925)
        #expect(bytes.matches(precision: 0.99) && !bytes.matches(precision: 0.995))
    }

    @Test func differentSizesAreNotCompared() {
        #expect(PerceptualDifference(reference: TestImages.picture(), new: TestImages.picture(width: 4)) == nil)
    }
}
