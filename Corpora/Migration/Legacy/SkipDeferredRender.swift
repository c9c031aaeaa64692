// Tricky case "asyncAfter": the render waits half a second for layout or image loading. ImageRenderer
// renders synchronously, and remote images must be loaded first, so this is reported, not rewritten.
// Written afresh after legacy-patterns.md §L1 variants.
import SwiftUI
import UIKit

extension View {
    func snapshotLater(size: CGSize, completion: @escaping (UIImage) -> Void) {
        let controller = UIHostingController(rootView: self)
        controller.view.bounds = CGRect(origin: .zero, size: size)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            let renderer = UIGraphicsImageRenderer(size: size)
            completion(renderer.image { _ in
                controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
            })
        }
    }
}
