// Driver: the SwiftUI view of swift-snapshot-testing's own iOS test
// (`testSwiftUIView_iOS`), declared there as `struct MyView: SwiftUI.View`,
// rendered with `.background(Color.yellow)` as that test does. Apple's reference
// image for its `.sizeThatFits` layout (committed in swift-snapshot-testing,
// __Snapshots__/SnapshotTestingTests/testSwiftUIView_iOS.size-that-fits.png) is
// 246 × 101 pixels at scale 2: 123 × 50.5 points. Fonts differ (SF Pro there, the
// system sans here), so the width is compared within a few points.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("SnapshotTestingSwiftUIView")
MainActor.assumeIsolated {
    let view = MyView().background(Color.yellow)
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    let image = renderer.uiImage
    check.expect(image != nil, "no image")
    let size = image?.size ?? .zero
    check.expect(size.width, near: 123, within: 8, "width in points")
    check.expect(size.height, near: 50.5, within: 2, "height in points")
    check.expectPixel(image, x: 4, y: 4, (255, 204, 0, 255), "yellow margin (the outer padding)")
    // 12 points in: past the 10-point outer padding, inside the capsule's 5-point inner padding.
    check.expectPixel(image, x: 24, y: Int(size.height), (0, 122, 255, 255), tolerance: 10, "blue capsule behind the icon")
    check.save(image, as: "myview.png")
}
check.finish("swift-snapshot-testing's MyView at Apple's reference size")
