// L1 with a width override (the content's ideal height, a fixed canvas width), a fixed format scale and
// animations switched off around the render.
// Written afresh after the variant listed in legacy-patterns.md §L1.
import SwiftUI
import UIKit

extension View {
    func snapshot(width: CGFloat) -> UIImage {
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        let controller = UIHostingController(rootView: self.edgesIgnoringSafeArea(.all))
        let view = controller.view

        var targetSize = controller.view.intrinsicContentSize
        targetSize.width = width
        view?.bounds = CGRect(origin: .zero, size: targetSize)
        view?.backgroundColor = .clear

        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: targetSize, format: format)
        return renderer.image { _ in
            view?.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }
    }
}

@MainActor
public func renderL1WidthOverride() -> UIImage {
    SampleBadge().snapshot(width: 240)
}
