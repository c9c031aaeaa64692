// Driver: the "JinxiansenText" page of Jinxiansen/SwiftUI's example app (an iOS 13
// catalogue of SwiftUI views), rendered inside a navigation view on an
// iPhone-sized canvas with the legacy snapshot recipe's own frame.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("JinxiansenText")
MainActor.assumeIsolated {
    let page = NavigationView { TextPage() }
    let renderer = ImageRenderer(content: page.frame(width: 390, height: 844).background(Color.white))
    let image = renderer.uiImage
    check.expect(image?.size == CGSize(width: 390, height: 844), "canvas \(String(describing: image?.size))")
    check.expect(check.coverage(image) > 0.99, "white page drawn")
    check.expectSomewhere(image, (255, 149, 0), "orange bold title")
    check.expectSomewhere(image, (142, 142, 147), tolerance: 40, "grey underline")
    check.save(image, as: "page.png")
}
check.finish("text styles")
