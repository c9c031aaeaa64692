import Darkroom
import DarkroomComparison
import Testing

@Suite struct ImageDifferenceTests {
    @Test func identicalImagesDifferByNothing() throws {
        let d = try #require(ImageDifference(TestImages.picture(), TestImages.picture()))
        #expect(d.maxChannelDifference == 0 && d.meanChannelDifference == 0)
        #expect(d.differingPixels == 0 && d.visiblyDifferingPixels == 0)
        #expect(d.isWithin(.rounding))
    }

    /// One channel of one pixel of 100 one level off: the mean is 1 / 400 and the change is rounding.
    @Test func oneLevelIsRounding() throws {
        let d = try #require(ImageDifference(TestImages.picture(), TestImages.picture(changed: (255, 254, 255, 255))))
        #expect(d.width == 10 && d.height == 10)
        #expect(d.maxChannelDifference == 1)
        #expect(d.meanChannelDifference == 1.0 / 400)
        #expect(d.differingPixels == 1 && d.differingShare == 0.01)
        #expect(d.visiblyDifferingPixels == 0)
        #expect(d.isWithin(.rounding))
    }

    /// A black pixel on white: three channels 255 off, visible, outside rounding, within a reference's 1 %.
    @Test func visibleChangeIsCounted() throws {
        let d = try #require(ImageDifference(TestImages.picture(), TestImages.picture(changed: TestImages.black)))
        #expect(d.maxChannelDifference == 255)
        #expect(d.meanChannelDifference == 765.0 / 400)
        #expect(d.visiblyDifferingPixels == 1 && d.visiblyDifferingShare == 0.01)
        #expect(!d.isWithin(.rounding))
        #expect(!d.isWithin(.reference), "mean 1.91 is above the reference's 1.5")
        #expect(d.isWithin(.otherRasterizer))
        #expect(d.description.hasPrefix("10x10: max channel difference 255, mean 1.91"))
        #expect(d.description.hasSuffix(", 1.0 % of pixels differ by more than 24"))
    }

    @Test func differentSizesAreNotCompared() {
        #expect(ImageDifference(TestImages.picture(), TestImages.picture(width: 9)) == nil)
        #expect(ImageDifference(TestImages.picture(height: 12), TestImages.picture()) == nil)
    }

    /// Pixels are counted by their most different channel, so any threshold reads the same pass.
    @Test func sharesAtAnyThreshold() throws {
        // A 2 × 2 block 40 levels darker in every colour channel.
        let block = TestImages.picture(block: (0, 0, 2, 2), blockColour: (215, 215, 215, 255))
        let d = try #require(ImageDifference(TestImages.picture(), block))
        #expect(d.pixels(differingByMoreThan: -1) == 100)
        #expect(d.pixels(differingByMoreThan: 0) == 4)
        #expect(d.pixels(differingByMoreThan: 39) == 4)
        #expect(d.pixels(differingByMoreThan: 40) == 0)
        #expect(d.pixels(differingByMoreThan: 255) == 0)
        #expect(d.share(differingByMoreThan: 32) == 0.04)
        #expect(d.pixelsByLargestDifference[40] == 4 && d.pixelsByLargestDifference[0] == 96)
    }

    /// The padding byte of an image without alpha is not compared: it reads as opaque.
    @Test func imagesWithoutAlphaReadOpaque() throws {
        let d = try #require(ImageDifference(TestImages.withoutAlpha(TestImages.picture()), TestImages.picture()))
        #expect(d.maxChannelDifference == 0)
    }
}
