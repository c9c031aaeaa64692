// L3 with `window.rootViewController`, a fixed scale literal, an optional result and a `defer`ed
// context end. Written afresh after the variants listed in legacy-patterns.md §L3.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    func windowSnapshot(size: CGSize) -> UIImage? {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        let controller = UIHostingController(rootView: self)
        window.rootViewController = controller
        window.isHidden = false
        UIGraphicsBeginImageContextWithOptions(window.bounds.size, false, 2.0)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        controller.view.layer.render(in: context)
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}

@MainActor
public func renderL3RootViewController() -> UIImage {
    SampleBanner().windowSnapshot(size: CGSize(width: 150, height: 80)) ?? UIImage()
}
