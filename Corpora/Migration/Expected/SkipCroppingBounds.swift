// Tricky case "UIGraphicsImageRenderer(bounds: r) with r.origin ≠ .zero": a crop. Rare; reported.
// Written afresh after legacy-patterns.md §2.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    func croppedSnapshot(size: CGSize) -> UIImage {
        let controller = UIHostingController(rootView: self)
        controller.view.bounds = CGRect(origin: .zero, size: size)
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: size.width - 20, height: size.height - 20))
        return renderer.image { ctx in
            controller.view.layer.render(in: ctx.cgContext)
        }
    }
}
