import Darkroom
import DarkroomComparison
import Testing

@Suite struct ExactMatchTests {
    @Test func identicalImagesMatch() {
        #expect(ExactMatch.matches(TestImages.picture(), TestImages.picture()))
        #expect(ExactMatch.firstDifference(TestImages.picture(), TestImages.picture()) == nil)
    }

    @Test func oneLevelDoesNotMatch() {
        let changed = TestImages.picture(changed: (255, 254, 255, 255))
        #expect(!ExactMatch.matches(TestImages.picture(), changed))
        let first = ExactMatch.firstDifference(TestImages.picture(), changed)
        #expect(first?.x == 3 && first?.y == 4)
    }

    @Test func visibleChangeDoesNotMatch() {
        let block = TestImages.picture(block: (6, 7, 2, 2))
        #expect(!ExactMatch.matches(TestImages.picture(), block))
        let first = ExactMatch.firstDifference(TestImages.picture(), block)
        #expect(first?.x == 6 && first?.y == 7)
    }

    @Test func differentSizesDoNotMatch() {
        #expect(!ExactMatch.matches(TestImages.picture(), TestImages.picture(width: 11)))
        #expect(ExactMatch.firstDifference(TestImages.picture(), TestImages.picture(height: 11)) == nil)
    }

    /// Bytes after a row's pixels and the padding byte of an image without alpha are not the picture.
    @Test func storageIsNotPicture() {
        #expect(ExactMatch.matches(TestImages.picture(padding: 12), TestImages.picture()))
        #expect(ExactMatch.matches(TestImages.withoutAlpha(TestImages.picture()), TestImages.picture()))
        let opaqueBlock = TestImages.picture(block: (0, 0, 1, 1))
        #expect(!ExactMatch.matches(TestImages.withoutAlpha(opaqueBlock), TestImages.picture()))
    }
}
