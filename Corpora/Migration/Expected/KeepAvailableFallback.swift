// Tricky case "#available(iOS 16, *) { ImageRenderer } else { legacy }": already migrated; the
// fallback is kept for older systems and reported as unchanged. Written afresh after legacy-patterns.md §2.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    func bestSnapshot(size: CGSize) -> UIImage? {
        if #available(iOS 16, *) {
            let renderer = ImageRenderer(content: self.frame(width: size.width, height: size.height))
            renderer.scale = UIScreen.main.scale
            return renderer.uiImage
        } else {
            let controller = UIHostingController(rootView: self)
            controller.view.bounds = CGRect(origin: .zero, size: size)
            let renderer = UIGraphicsImageRenderer(size: size)
            return renderer.image { _ in
                controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
            }
        }
    }
}
