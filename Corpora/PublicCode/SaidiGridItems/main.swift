// Driver: SwiftUIKit's GridItem shorthands in a LazyVGrid (Swift 6 mode).
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("SaidiGridItems")
MainActor.assumeIsolated {
    let columns: [GridItem] = .fixed([20, 30])
    check.expect(columns.count == 2, "two fixed columns")
    let grid = LazyVGrid(columns: columns, spacing: 0) {
        ForEach(0..<4) { index in
            (index % 2 == 0 ? Color.red : Color.blue).frame(square: 10)
        }
    }
    let image = ImageRenderer(content: grid).uiImage
    let size = image?.size ?? .zero
    check.expect(size.height == 20, "two rows of 10: \(size)")
    check.expect(size.width, near: 58, within: 0.5, "20 + 8 + 30 wide")
    check.expectPixel(image, x: 10, y: 5, (255, 59, 48, 255), tolerance: 10, "first cell red, centred in its 20 pt column")
    check.expectPixel(image, x: 43, y: 15, (0, 122, 255, 255), tolerance: 10, "fourth cell blue")
    check.save(image, as: "grid.png")
}
check.finish("grid of fixed columns")
