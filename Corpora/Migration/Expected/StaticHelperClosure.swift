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
    @MainActor static func capture<Content: View>(of view: Content) -> UIImage? {
        let renderer = ImageRenderer(content: view)
        renderer.scale = UIScreen.main.scale
        return renderer.uiImage
    }
}

final class PreviewModel {
    var preview: UIImage?

    func prepare(title: String) {
        let work = { [self] in
            let renderer = ImageRenderer(content: SampleBadge(title: title).frame(width: 220, height: 140))
            renderer.proposedSize = ProposedViewSize(width: 220, height: 140)
            renderer.scale = UIScreen.main.scale
            self.preview = renderer.uiImage ?? UIImage()
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
