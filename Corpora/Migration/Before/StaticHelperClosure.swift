// A static helper generic over its content (its parameter shadowed by `let view = controller.view`), and the
// same recipe in a closure that stores the image on a model. Written afresh after the patterns in
// legacy-patterns.md §L1 and §L2.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

enum ViewSnapshot {
    static func capture<Content: View>(of view: Content) -> UIImage? {
        let controller = UIHostingController(rootView: view)
        let view = controller.view

        let targetSize = controller.view.intrinsicContentSize
        view?.bounds = CGRect(origin: .zero, size: targetSize)
        view?.backgroundColor = .clear

        let renderer = UIGraphicsImageRenderer(size: targetSize)
        return renderer.image { _ in
            view?.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }
    }
}

final class PreviewModel {
    var preview: UIImage?

    func prepare(title: String) {
        let work = { [self] in
            let controller = UIHostingController(rootView: SampleBadge(title: title))
            controller.view.bounds = CGRect(x: 0, y: 0, width: 220, height: 140)
            let renderer = UIGraphicsImageRenderer(bounds: controller.view.bounds)
            self.preview = renderer.image { context in
                controller.view.layer.render(in: context.cgContext)
            }
        }
        work()
    }
}

@MainActor
public func renderStaticHelper() -> UIImage {
    ViewSnapshot.capture(of: SampleBadge(title: "Static")) ?? UIImage()
}

@MainActor
public func renderClosureRecipe() -> UIImage {
    let model = PreviewModel()
    model.prepare(title: "Closure")
    return model.preview ?? UIImage()
}
