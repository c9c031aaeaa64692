// L5: a UIView helper (the StackOverflow `asImage()`) called on a hosting controller's view. The
// helper also serves plain UIViews, so it stays; the call site is migrated with the helper's scale
// and canvas (the view's bounds at the screen scale). Written afresh after legacy-patterns.md §L5.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension UIView {
    func asImage() -> UIImage {
        let renderer = UIGraphicsImageRenderer(bounds: bounds)
        return renderer.image { rendererContext in
            layer.render(in: rendererContext.cgContext)
        }
    }
}

extension View {
    func helperSnapshot(size: CGSize) -> UIImage {
        let controller = UIHostingController(rootView: self)
        controller.view.bounds = CGRect(origin: .zero, size: size)
        return controller.view.asImage()
    }
}

@MainActor
public func renderL5ViewHelper() -> UIImage {
    SampleBadge(title: "Helper").helperSnapshot(size: CGSize(width: 170, height: 100))
}
