// Driver: the "JinxiansenActionSheet" page of Jinxiansen/SwiftUI's example app (an iOS 13
// catalogue of SwiftUI views), rendered inside a navigation view on an
// iPhone-sized canvas with the legacy snapshot recipe's own frame.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("JinxiansenActionSheet")
MainActor.assumeIsolated {
    let page = NavigationView { ActionSheetPage() }
    let renderer = ImageRenderer(content: page.frame(width: 390, height: 844).background(Color.white))
    let image = renderer.uiImage
    check.expect(image?.size == CGSize(width: 390, height: 844), "canvas \(String(describing: image?.size))")
    check.expect(check.coverage(image) > 0.99, "white page drawn")
    check.expectSomewhere(image, (0, 122, 255), tolerance: 30, "the ActionSheet button")
    check.save(image, as: "page.png")
}
check.finish("action sheet page, sheet not shown")
