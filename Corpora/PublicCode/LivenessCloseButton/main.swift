// Driver: Amplify Liveness's close button (an SF Symbol in a white circle).
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("LivenessCloseButton")
var tapped = false
MainActor.assumeIsolated {
    let renderer = ImageRenderer(content: CloseButton(action: { tapped = true }))
    renderer.scale = 2
    let image = renderer.uiImage
    check.expect(image?.size == CGSize(width: 44, height: 44), "size \(String(describing: image?.size))")
    check.expectPixel(image, x: 2, y: 2, (0, 0, 0, 0), "clipped to a circle: transparent corner")
    check.expectPixel(image, x: 14, y: 44, (255, 255, 255, 255), "white circle left of the glyph")
    check.expectPixel(image, x: 44, y: 44, isNot: (255, 255, 255, 255), "the xmark glyph in the centre")
    check.save(image, as: "close.png")
}
check.expect(!tapped, "a still frame runs no action")
check.finish("close button")
