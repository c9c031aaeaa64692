// A Void function that renders and stores the image (a model's `image` property read later by a share sheet),
// with an explicit canvas. Written afresh after the pattern in legacy-patterns.md §L2.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

final class CardExporter {
    var image: UIImage?

    @MainActor func render<V: View>(_ content: V) {
        let renderer = ImageRenderer(content: content.frame(width: 280, height: 160))
        renderer.proposedSize = ProposedViewSize(width: 280, height: 160)
        renderer.scale = UIScreen.main.scale
        self.image = renderer.uiImage ?? UIImage()
        print("rendered", image?.size ?? .zero)
    }
}

@MainActor
public func renderStoredImage() -> UIImage {
    let exporter = CardExporter()
    exporter.render(SampleBadge(title: "Stored"))
    return exporter.image ?? UIImage()
}
