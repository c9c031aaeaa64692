// Tricky case "safe-area offset hack": `bounds.origin.y = -size.height / 2` compensated iOS's
// safe-area shift. Removing it is right for ImageRenderer but moves the content relative to what
// this code draws, so `migrate` leaves it and reports why. Written afresh after legacy-patterns.md §2.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    func shiftedSnapshot() -> UIImage {
        let controller = UIHostingController(rootView: self)
        let size = controller.sizeThatFits(in: UIScreen.main.bounds.size)
        controller.view.bounds = CGRect(origin: CGPoint(x: 0, y: -size.height / 2), size: size)
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { ctx in
            controller.view.layer.render(in: ctx.cgContext)
        }
    }
}
