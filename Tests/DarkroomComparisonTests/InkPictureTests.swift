import Darkroom
import DarkroomComparison
import Testing

@Suite struct InkPictureTests {
    @Test func blankPictureHasNoInk() {
        #expect(InkPicture(TestImages.picture()).inkBounds == nil)
        #expect(InkPicture(TestImages.picture((0, 0, 0, 0))).inkBounds == nil)
    }

    @Test func inkBoundsHoldEveryInkedPixel() {
        let ink = InkPicture(TestImages.picture(block: (2, 3, 4, 2)))
        #expect(ink.inkBounds == PixelBox(minX: 2, minY: 3, maxX: 6, maxY: 5))
        #expect(ink.width == 10 && ink.height == 10)
    }

    /// Ink is more than 25 levels from the background in a channel: a one-level change is none, 26 levels is.
    @Test func inkThreshold() {
        #expect(InkPicture(TestImages.picture(changed: (255, 254, 255, 255))).inkBounds == nil)
        #expect(InkPicture(TestImages.picture(changed: (230, 255, 255, 255))).inkBounds == nil)
        #expect(InkPicture(TestImages.picture(changed: (229, 255, 255, 255))).inkBounds
            == PixelBox(minX: 3, minY: 4, maxX: 4, maxY: 5))
    }

    /// The background is the top-left pixel, whatever its colour.
    @Test func backgroundIsTheTopLeftPixel() {
        let onBlack = InkPicture(
            TestImages.picture(TestImages.black, block: (5, 5, 1, 1), blockColour: TestImages.white))
        #expect(onBlack.inkBounds == PixelBox(minX: 5, minY: 5, maxX: 6, maxY: 6))
    }

    /// Colours are composited over white; outside the picture is white and ink-free.
    @Test func cropCompositesOverWhite() {
        let picture = InkPicture(TestImages.picture((0, 0, 0, 0), width: 2, height: 1, block: (1, 0, 1, 1)))
        let crop = picture.crop(PixelBox(minX: -1, minY: 0, maxX: 3, maxY: 2))
        #expect(zip(crop.gray, [1.0, 1, 0, 1, 1, 1, 1, 1]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(crop.gray)")
        #expect(crop.ink == [false, false, true, false, false, false, false, false])
        // A region that misses the picture is all white.
        let outside = picture.crop(PixelBox(minX: 5, minY: 5, maxX: 7, maxY: 6))
        #expect(outside.gray == [1, 1] && outside.ink == [false, false])
    }

    /// Luminance is Rec. 709 of the colour over white.
    @Test func grayIsRec709Luminance() {
        let red = InkPicture(TestImages.picture((255, 0, 0, 255), width: 1, height: 1))
        #expect(abs(red.crop(PixelBox(minX: 0, minY: 0, maxX: 1, maxY: 1)).gray[0] - 0.2126) < 1e-12)
    }
}
