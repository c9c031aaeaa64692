// A legacy code base's own snapshot helper, written the pre-iOS 16 way (the
// recipe of seed 001): a window of an explicit size, a hosting controller, a
// bitmap context and `layer.render(in:)`. Only the import is conditional.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    /// Renders the view in a window of `size` points at the screen's scale.
    func snapshot(origin: CGPoint = .zero, size: CGSize) -> UIImage {
        let window = UIWindow(frame: CGRect(origin: origin, size: size))
        let controller = UIHostingController(rootView: self)
        controller.view.frame = window.frame
        window.addSubview(controller.view)
        window.makeKeyAndVisible()
        return controller.view.pictureOfLayer
    }
}

private extension UIView {
    var pictureOfLayer: UIImage {
        UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0.0)
        defer { UIGraphicsEndImageContext() }
        let context = UIGraphicsGetCurrentContext()!
        layer.render(in: context)
        return UIGraphicsGetImageFromCurrentImageContext()!
    }
}
