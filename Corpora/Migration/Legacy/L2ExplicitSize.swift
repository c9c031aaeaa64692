// L2: a hosting controller forced to an explicit size, UIGraphicsImageRenderer(size:) with no format
// (the screen scale), drawHierarchy with afterScreenUpdates. Written afresh after legacy-patterns.md §L2.
import SwiftUI
import UIKit

extension View {
    /// Renders the view centred on a canvas of `size` points.
    func renderedImage(size: CGSize) -> UIImage {
        let controller = UIHostingController(rootView: self)
        controller.view.bounds = CGRect(origin: .zero, size: size)
        controller.view.backgroundColor = .clear
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { _ in
            controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: false)
        }
    }
}

@MainActor
public func renderL2ExplicitSize() -> UIImage {
    SampleBadge(title: "Explicit").renderedImage(size: CGSize(width: 200, height: 150))
}
