import DarkroomComparison
import Testing

@Suite struct PixelBoxTests {
    @Test func sizeUnionAndInset() {
        let a = PixelBox(minX: 2, minY: 3, maxX: 6, maxY: 5)
        #expect(a.width == 4 && a.height == 2)
        #expect(a.union(PixelBox(minX: 0, minY: 4, maxX: 3, maxY: 9)) == PixelBox(minX: 0, minY: 3, maxX: 6, maxY: 9))
        #expect(a.insetBy(1) == PixelBox(minX: 3, minY: 4, maxX: 5, maxY: 4))
        #expect(a.insetBy(-2) == PixelBox(minX: 0, minY: 1, maxX: 8, maxY: 7))
    }
}
