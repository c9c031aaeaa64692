import Darkroom
import DarkroomComparison
import Testing

@Suite struct InkIoUTests {
    static let all = PixelBox(minX: 0, minY: 0, maxX: 10, maxY: 10)

    @Test func identicalInkOverlapsWholly() {
        let a = InkPicture(TestImages.picture(block: (2, 2, 3, 3)))
        #expect(InkIoU.measure(a, a, region: Self.all, radius: 1) == 1)
        // Two blank pictures count as identical.
        let blank = InkPicture(TestImages.picture())
        #expect(InkIoU.measure(blank, blank, region: Self.all, radius: 1) == 1)
    }

    /// A one-level change is no ink, so the masks are the same.
    @Test func oneLevelChangesNothing() {
        let a = InkPicture(TestImages.picture(block: (2, 2, 3, 3)))
        let b = InkPicture(TestImages.picture(block: (2, 2, 3, 3), blockColour: (1, 0, 0, 255)))
        #expect(InkIoU.measure(a, b, region: Self.all, radius: 0) == 1)
    }

    /// Two 2 × 2 blocks three pixels apart: apart at radius 0; grown by one to 4 × 4, they share a column of
    /// 4 of their 28 pixels.
    @Test func movedInkOverlapsByItsGrownEdges() {
        let a = InkPicture(TestImages.picture(block: (1, 1, 2, 2)))
        let b = InkPicture(TestImages.picture(block: (4, 1, 2, 2)))
        #expect(InkIoU.measure(a, b, region: Self.all, radius: 0) == 0)
        #expect(InkIoU.measure(a, b, region: Self.all, radius: 1) == 4.0 / 28)
        #expect(InkIoU.measure(a, InkPicture(TestImages.picture()), region: Self.all, radius: 1) == 0)
    }

    /// Pictures of different sizes are measured over one region; outside a picture there is no ink.
    @Test func differentSizesShareTheRegion() {
        let small = InkPicture(TestImages.picture(block: (2, 2, 3, 3)))
        let large = InkPicture(TestImages.picture(width: 14, height: 12, block: (2, 2, 3, 3)))
        let region = PixelBox(minX: 0, minY: 0, maxX: 14, maxY: 12)
        #expect(InkIoU.measure(small, large, region: region, radius: 1) == 1)
        let inkOutside = InkPicture(TestImages.picture(width: 14, height: 12, block: (11, 2, 3, 3)))
        #expect(InkIoU.measure(small, inkOutside, region: region, radius: 1) == 0)
    }

    @Test func dilateGrowsBySquare() {
        var mask = [Bool](repeating: false, count: 25)
        mask[12] = true
        let grown = InkIoU.dilate(mask, 5, 5, 1)
        let expected = (0..<25).map { i in abs(i % 5 - 2) <= 1 && abs(i / 5 - 2) <= 1 }
        #expect(grown == expected)
        #expect(InkIoU.dilate(mask, 5, 5, 0) == mask)
    }
}
