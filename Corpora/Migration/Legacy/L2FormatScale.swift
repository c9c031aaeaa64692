// L2 with a renderer the size of the hosting view's bounds, a supersampling format scale and layer.render(in:).
// Written afresh after legacy-patterns.md §L2 and the "UIScreen.main.scale * 2" tricky case.
import SwiftUI
import UIKit

extension View {
    func supersampled(in size: CGSize) -> UIImage {
        let hosting = UIHostingController(rootView: self)
        hosting.view.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = UIScreen.main.scale * 2
        format.opaque = false
        let renderer = UIGraphicsImageRenderer(size: hosting.view.bounds.size, format: format)
        let image = renderer.image { context in
            hosting.view.layer.render(in: context.cgContext)
        }
        return image
    }
}

@MainActor
public func renderL2FormatScale() -> UIImage {
    SampleBanner().supersampled(in: CGSize(width: 160, height: 60))
}
