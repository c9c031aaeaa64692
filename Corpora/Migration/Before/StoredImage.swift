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

    func render<V: View>(_ content: V) {
        let controller = UIHostingController(rootView: content)
        controller.view.bounds = CGRect(origin: .zero, size: CGSize(width: 280, height: 160))
        controller.view.backgroundColor = .clear

        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 280, height: 160))
        self.image = renderer.image { _ in
            controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }
        print("rendered", image?.size ?? .zero)
    }
}

@MainActor
public func renderStoredImage() -> UIImage {
    let exporter = CardExporter()
    exporter.render(SampleBadge(title: "Stored"))
    return exporter.image ?? UIImage()
}
