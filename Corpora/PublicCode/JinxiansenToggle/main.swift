// Driver: the "JinxiansenToggle" page of Jinxiansen/SwiftUI's example app (an iOS 13
// catalogue of SwiftUI views), rendered inside a navigation view on an
// iPhone-sized canvas with the legacy snapshot recipe's own frame.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("JinxiansenToggle")
MainActor.assumeIsolated {
    let page = NavigationView { TogglePage() }
    let renderer = ImageRenderer(content: page.frame(width: 390, height: 844).background(Color.white))
    let image = renderer.uiImage
    check.expect(image?.size == CGSize(width: 390, height: 844), "canvas \(String(describing: image?.size))")
    check.expect(check.coverage(image) > 0.99, "white page drawn")
    check.expectSomewhere(image, (0xE9, 0xE9, 0xEA), tolerance: 6, "switch track, off")
    check.save(image, as: "page.png")
}
check.finish("toggle")
