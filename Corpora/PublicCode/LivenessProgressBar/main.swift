// Driver: Amplify Liveness's progress bar, whose corners come from the
// UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:) shape many SwiftUI
// projects carry, at half progress.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("LivenessProgressBar")
MainActor.assumeIsolated {
    let bar = ProgressBarView(emptyColor: .gray, borderColor: .black, fillColor: .green, indicatorColor: .red,
                              percentage: 0.5)
        .frame(width: 200, height: 28)
    let renderer = ImageRenderer(content: bar)
    let image = renderer.uiImage
    check.expect(image?.size == CGSize(width: 200, height: 28), "size \(String(describing: image?.size))")
    check.expectPixel(image, x: 50, y: 10, (52, 199, 89, 255), "filled half is green")
    check.expectPixel(image, x: 150, y: 10, (142, 142, 147, 255), "empty half is gray")
    check.expectPixel(image, x: 0, y: 0, (0, 0, 0, 0), tolerance: 40, "rounded corner clipped away")
    check.expectPixel(image, x: 100, y: 25, (0, 0, 0, 0), "the bar is 8 points shorter than its frame")
    check.save(image, as: "progress.png")
}
check.finish("rounded progress bar at 50 %")
