// L3: the offscreen window recipe (seed 001's `takeScreenshot(origin:size:)`): a UIWindow of an
// explicit frame, the hosting view added to it, UIGraphicsBeginImageContextWithOptions with scale 0
// (the screen scale), layer.render(in:), a force-unwrapped non-optional result. Written afresh.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    func takeScreenshot(origin: CGPoint, size: CGSize) -> UIImage {
        let window = UIWindow(frame: CGRect(origin: origin, size: size))
        let hosting = UIHostingController(rootView: self)
        hosting.view.frame = window.frame
        window.addSubview(hosting.view)
        window.makeKeyAndVisible()
        UIGraphicsBeginImageContextWithOptions(hosting.view.bounds.size, false, 0)
        hosting.view.layer.render(in: UIGraphicsGetCurrentContext()!)
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        return image
    }
}

@MainActor
public func renderL3Window() -> UIImage {
    SampleBadge(title: "Window").takeScreenshot(origin: CGPoint(x: 0, y: 0), size: CGSize(width: 180, height: 120))
}
