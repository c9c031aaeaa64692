// L1/L2 in one: `size ?? controller.view.intrinsicContentSize`, the caller's canvas or the ideal size. Written
// afresh after the pattern in legacy-patterns.md §L1 (the `snapshot(size:)` variant).
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    func snapshot(size: CGSize? = nil) -> UIImage {
        let controller = UIHostingController(rootView: self)
        let view = controller.view

        let targetSize = size ?? controller.view.intrinsicContentSize
        view?.bounds = CGRect(origin: .zero, size: targetSize)
        view?.backgroundColor = .clear

        let renderer = UIGraphicsImageRenderer(size: targetSize)

        return renderer.image { _ in
            view?.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }
    }
}

@MainActor
public func renderOptionalSizeGiven() -> UIImage {
    SampleBadge(title: "Given").snapshot(size: CGSize(width: 240, height: 150))
}

@MainActor
public func renderOptionalSizeIdeal() -> UIImage {
    SampleBadge(title: "Ideal").snapshot(size: nil)
}
