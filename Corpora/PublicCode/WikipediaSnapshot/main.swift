// Driver: Wikipedia iOS's View.snapshot(), the hosting-controller recipe sized by
// intrinsicContentSize (UIView! optional chaining, drawHierarchy at screen scale).
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

struct ArticleCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Wikipedia").font(.headline)
            Text("The Free Encyclopedia").font(.subheadline).foregroundColor(.secondary)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.95)))
    }
}

let check = CorpusCheck("WikipediaSnapshot")
MainActor.assumeIsolated {
    let image = ArticleCard().snapshot()
    // The ideal size in points, read at scale 2 so that half points survive.
    let renderer = ImageRenderer(content: ArticleCard())
    renderer.scale = 2
    let ideal = renderer.uiImage?.size ?? .zero
    check.expect(image.size == ideal, "intrinsicContentSize is the ideal size: \(image.size) vs \(ideal)")
    check.expect(image.scale == UIScreen.main.scale, "screen scale: \(image.scale)")
    check.expectPixel(image, x: Int(image.size.width * image.scale / 2), y: 3 * Int(image.scale), (242, 242, 242, 255),
                      "card background")
    check.expectPixel(image, x: 0, y: 0, (0, 0, 0, 0), "clear outside the rounded corner")
    check.save(image, as: "card.png")
}
check.finish("hosting-controller snapshot at the content's ideal size")
