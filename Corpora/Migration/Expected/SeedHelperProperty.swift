// The seed article's shape: a view whose private `renderedImage` helper property holds the L1 recipe (hosting its
// own body), and a function that hands that image on. Written afresh after the pattern in legacy-patterns.md §L1.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

struct ShareCardExporter: View {
    var body: some View {
        SampleBadge(title: "Share")
    }

    @MainActor private var renderedImage: UIImage {
        let renderer = ImageRenderer(content: body)
        renderer.scale = UIScreen.main.scale
        return renderer.uiImage ?? UIImage()
    }

    func exportedImage() -> UIImage {
        renderedImage
    }
}

@MainActor
public func renderSeedHelperProperty() -> UIImage {
    ShareCardExporter().exportedImage()
}
