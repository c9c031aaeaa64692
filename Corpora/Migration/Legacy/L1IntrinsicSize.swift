// L1: the Hacking with Swift recipe (hosting controller sized by its intrinsic content size,
// UIGraphicsImageRenderer with the default format, drawHierarchy). Written afresh after the pattern
// in legacy-patterns.md §L1.
import SwiftUI
import UIKit

extension View {
    func snapshotIntrinsic() -> UIImage {
        let controller = UIHostingController(rootView: self.ignoresSafeArea())
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

@MainActor
public func renderL1IntrinsicSize() -> UIImage {
    SampleBadge().snapshotIntrinsic()
}
