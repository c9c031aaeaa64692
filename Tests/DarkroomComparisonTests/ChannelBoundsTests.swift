import Darkroom
import DarkroomComparison
import Testing

@Suite struct ChannelBoundsTests {
    static let halfRed: TestImages.Colour = (255, 0, 0, 128)

    @Test func identicalImagesStayInBounds() throws {
        let d = try #require(ChannelBoundsDifference(TestImages.picture(), TestImages.picture(), translucent: .exact))
        #expect(d.isWithinBounds && d.worst == 0 && d.opaquePixels == 100)
    }

    /// One level off: a mismatch where the second image is opaque, within 7-bit alpha where it is translucent.
    @Test func oneLevelCountsOnlyWhereOpaque() throws {
        let opaque = try #require(ChannelBoundsDifference(
            TestImages.picture(changed: (255, 254, 255, 255)), TestImages.picture(), translucent: .sevenBitAlpha))
        #expect(!opaque.isWithinBounds && opaque.opaqueMismatches == 1 && opaque.worst == 1)
        let translucentA = TestImages.picture(Self.halfRed, changed: (255, 0, 0, 127))
        let translucentB = TestImages.picture(Self.halfRed)
        let translucent = try #require(ChannelBoundsDifference(translucentA, translucentB, translucent: .sevenBitAlpha))
        #expect(translucent.isWithinBounds && translucent.opaquePixels == 0 && translucent.worst == 1)
        let strict = try #require(ChannelBoundsDifference(translucentA, translucentB, translucent: .exact))
        #expect(!strict.isWithinBounds && strict.translucentMismatches == 1)
    }

    @Test func visibleChangeLeavesTheBounds() throws {
        let d = try #require(ChannelBoundsDifference(
            TestImages.picture(Self.halfRed, changed: (0, 0, 255, 128)), TestImages.picture(Self.halfRed),
            translucent: .sevenBitAlpha))
        #expect(d.translucentMismatches == 1 && d.opaqueMismatches == 0 && d.worst == 128)
        #expect(d.description == "0 of 0 opaque pixels differ, 1 translucent ones beyond their bounds, "
            + "worst channel difference 128")
    }

    @Test func differentSizesAreNotCompared() {
        #expect(ChannelBoundsDifference(TestImages.picture(), TestImages.picture(width: 3), translucent: .exact) == nil)
    }

    /// Alpha and colour have bounds of their own.
    @Test func alphaAndColourBoundsAreSeparate() throws {
        // Alpha 2 off, colour within 1: outside 7-bit alpha's alpha bound only.
        let d = try #require(ChannelBoundsDifference(
            TestImages.picture(Self.halfRed, changed: (255, 0, 0, 126)), TestImages.picture(Self.halfRed),
            translucent: .sevenBitAlpha))
        #expect(d.translucentMismatches == 1)
        let wider = try #require(ChannelBoundsDifference(
            TestImages.picture(Self.halfRed, changed: (255, 0, 0, 126)), TestImages.picture(Self.halfRed),
            translucent: ChannelBounds(colour: 2, alpha: 2)))
        #expect(wider.isWithinBounds)
    }
}
