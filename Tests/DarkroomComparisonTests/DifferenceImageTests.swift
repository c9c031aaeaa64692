import Darkroom
import DarkroomComparison
import Testing

@Suite struct DifferenceImageTests {
    /// The grey level of each pixel of a difference image (its blue byte; it is opaque grey).
    static func levels(_ image: CGImage) -> [UInt8] {
        (0..<(image.width * image.height)).map { i in
            let offset = (i / image.width) * image.bytesPerRow + (i % image.width) * 4
            #expect(image.data[offset + 3] == 255)
            #expect(image.data[offset] == image.data[offset + 1] && image.data[offset] == image.data[offset + 2])
            return image.data[offset]
        }
    }

    @Test func identicalImagesGiveBlack() throws {
        let image = try #require(DifferenceImage.make(reference: TestImages.picture(), new: TestImages.picture()))
        #expect(image.width == 10 && image.height == 10)
        #expect(Self.levels(image).allSatisfy { $0 == 0 })
    }

    /// The largest difference is stretched to white, however small.
    @Test func oneLevelIsStretchedToWhite() throws {
        let image = try #require(DifferenceImage.make(reference: TestImages.picture(),
                                                      new: TestImages.picture(changed: (255, 254, 255, 255))))
        let levels = Self.levels(image)
        #expect(levels[4 * 10 + 3] == 255)
        #expect(levels.filter { $0 != 0 }.count == 1)
    }

    /// Levels are each pixel's largest channel difference, relative to the largest.
    @Test func visibleChangesKeepTheirProportion() throws {
        let new = TestImages.picture(block: (0, 0, 2, 1), blockColour: (155, 255, 255, 255))
        let image = try #require(DifferenceImage.make(
            reference: TestImages.picture(block: (0, 0, 1, 1), blockColour: (205, 255, 255, 255)), new: new))
        // Pixel 0: 205 against 155 (50 levels); pixel 1: 255 against 155 (100, the largest).
        #expect(Array(Self.levels(image).prefix(3)) == [128, 255, 0])
    }

    @Test func differentSizesGiveNone() {
        #expect(DifferenceImage.make(reference: TestImages.picture(), new: TestImages.picture(height: 3)) == nil)
    }
}
