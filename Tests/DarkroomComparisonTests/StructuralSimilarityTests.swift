import Darkroom
import DarkroomComparison
import Testing

@Suite struct StructuralSimilarityTests {
    static let all = PixelBox(minX: 0, minY: 0, maxX: 10, maxY: 10)

    @Test func identicalPicturesScoreOne() {
        let a = InkPicture(TestImages.picture(block: (2, 2, 3, 3)))
        #expect(abs(StructuralSimilarity.mean(a, a, region: Self.all) - 1) < 1e-12)
        #expect(StructuralSimilarity.mean(a, a, region: PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)) == 1)
    }

    /// One level of one pixel is nearly nothing to SSIM; a black block on white is a lot.
    @Test func oneLevelScoresNearOneAndAVisibleChangeLow() {
        let white = InkPicture(TestImages.picture())
        let oneLevel = StructuralSimilarity.mean(white, InkPicture(TestImages.picture(changed: (254, 254, 254, 255))),
                                                 region: Self.all)
        #expect(oneLevel < 1 && oneLevel > 0.99, "\(oneLevel)")
        let block = StructuralSimilarity.mean(white, InkPicture(TestImages.picture(block: (4, 4, 2, 2))),
                                              region: Self.all)
        #expect(block < 0.5, "\(block)")
    }

    /// Pictures of different sizes are measured over one region; outside a picture is white.
    @Test func differentSizesShareTheRegion() {
        let small = InkPicture(TestImages.picture(block: (2, 2, 3, 3)))
        let large = InkPicture(TestImages.picture(width: 14, height: 12, block: (2, 2, 3, 3)))
        let region = PixelBox(minX: 0, minY: 0, maxX: 14, maxY: 12)
        #expect(abs(StructuralSimilarity.mean(small, large, region: region) - 1) < 1e-12)
        // The larger picture's edge, outside the smaller one, is black: it is measured against white.
        let edged = InkPicture(TestImages.picture(width: 14, height: 12, block: (10, 0, 4, 12)))
        #expect(StructuralSimilarity.mean(InkPicture(TestImages.picture()), edged, region: region) < 0.9)
    }
}
