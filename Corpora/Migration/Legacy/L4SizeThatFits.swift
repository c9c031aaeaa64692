// L4 without a key window: `sizeThatFits(in:)` under the screen size, bounds set to it.
// Written afresh after legacy-patterns.md §L4.
import SwiftUI
import UIKit

extension View {
    func fittedSnapshot() -> UIImage {
        let controller = UIHostingController(rootView: self)
        let size = controller.sizeThatFits(in: UIScreen.main.bounds.size)
        controller.view.bounds = CGRect(origin: .zero, size: size)
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { ctx in
            controller.view.layer.render(in: ctx.cgContext)
        }
    }
}

@MainActor
public func renderL4SizeThatFits() -> UIImage {
    SampleBadge(title: "Fits").fittedSnapshot()
}
