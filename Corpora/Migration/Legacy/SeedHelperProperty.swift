// The seed article's shape: a view whose private `renderedImage` helper property holds the L1 recipe (hosting its
// own body), and a function that hands that image on. Written afresh after the pattern in legacy-patterns.md §L1.
import SwiftUI
import UIKit

struct ShareCardExporter: View {
    var body: some View {
        SampleBadge(title: "Share")
    }

    private var renderedImage: UIImage {
        let controller = UIHostingController(rootView: body)
        let view = controller.view

        let targetSize = controller.view.intrinsicContentSize
        view?.bounds = CGRect(origin: .zero, size: targetSize)
        view?.backgroundColor = .clear

        let renderer = UIGraphicsImageRenderer(size: targetSize)
        return renderer.image { _ in
            view?.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }
    }

    func exportedImage() -> UIImage {
        renderedImage
    }
}

@MainActor
public func renderSeedHelperProperty() -> UIImage {
    ShareCardExporter().exportedImage()
}
