// Tricky case "offset(y: -24) before hosting": a constant offset on the legacy path only.
// Left alone and reported. Written afresh after legacy-patterns.md §2.
import SwiftUI
import UIKit

extension View {
    func offsetSnapshot(size: CGSize) -> UIImage {
        let controller = UIHostingController(rootView: self.offset(y: -24))
        controller.view.bounds = CGRect(origin: .zero, size: size)
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { _ in
            controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }
    }
}
