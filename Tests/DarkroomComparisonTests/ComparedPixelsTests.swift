import Darkroom
import DarkroomComparison
import Testing

@Suite struct ComparedPixelsTests {
    @Test func sizesMustMatch() {
        #expect(ComparedPixels.sameSize(TestImages.picture(), TestImages.picture()))
        #expect(!ComparedPixels.sameSize(TestImages.picture(), TestImages.picture(width: 11)))
        #expect(!ComparedPixels.sameSize(TestImages.picture(), TestImages.picture(height: 9)))
    }

    /// Rows are read at their stride: the padding after a row's pixels is never part of the next row.
    @Test func rowsFollowTheStride() {
        let padded = TestImages.picture(width: 3, height: 2, block: (1, 1, 1, 1), padding: 8)
        let plain = TestImages.picture(width: 3, height: 2, block: (1, 1, 1, 1))
        var rows: [[UInt32]] = []
        ComparedPixels.forEachRow(ComparedPixels(padded), ComparedPixels(plain)) { y, a, b in
            #expect(Array(a) == Array(b), "row \(y)")
            rows.append(Array(a))
        }
        #expect(rows == [[0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF], [0xFFFF_FFFF, 0xFF00_0000, 0xFFFF_FFFF]])
    }

    /// A word is little-endian BGRA: blue in the low byte, alpha in the high one.
    @Test func channelsAreBlueGreenRedAlpha() {
        let c = ComparedPixels.channels(0x8040_2010)
        #expect(c.0 == 0x10 && c.1 == 0x20 && c.2 == 0x40 && c.3 == 0x80)
    }

    /// An image stored without alpha reads as opaque whatever its fourth byte holds.
    @Test func imagesWithoutAlphaReadOpaque() {
        #expect(ComparedPixels(TestImages.picture()).alphaFill == 0)
        #expect(ComparedPixels(TestImages.withoutAlpha(TestImages.picture())).alphaFill == 0xFF00_0000)
    }
}
