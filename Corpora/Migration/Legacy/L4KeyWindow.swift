// L4 as most copies write it: attached to the app's key window "far off screen", then removed.
// UIApplication does not exist on Linux, so this one is migrated but not rendered before.
// Written afresh after legacy-patterns.md §L4.
import SwiftUI
import UIKit

extension View {
    func keyWindowSnapshot() -> UIImage {
        let controller = UIHostingController(rootView: self)
        controller.view.frame = CGRect(x: 0, y: CGFloat(Int.max), width: 1, height: 1)
        UIApplication.shared.windows.first!.rootViewController?.view.addSubview(controller.view)
        let size = controller.sizeThatFits(in: UIScreen.main.bounds.size)
        controller.view.bounds = CGRect(origin: .zero, size: size)
        controller.view.sizeToFit()
        let renderer = UIGraphicsImageRenderer(bounds: controller.view.bounds)
        let image = renderer.image { context in
            controller.view.layer.render(in: context.cgContext)
        }
        controller.view.removeFromSuperview()
        return image
    }
}

@MainActor
public func renderL4KeyWindow() -> UIImage {
    SampleBadge(title: "Key").keyWindowSnapshot()
}
