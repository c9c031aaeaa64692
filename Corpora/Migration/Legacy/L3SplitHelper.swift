// L3 split in two, as most copies of seed 001 write it: `View.takeSnapshot(origin:size:)` puts the hosting
// view in a window, and a computed `UIView.renderedImage` draws it with UIGraphicsBeginImageContextWithOptions
// (scale 0.0: the screen scale). Written afresh after legacy-patterns.md §L3.
import SwiftUI
import UIKit

extension View {
    func takeSnapshot(origin: CGPoint = .zero, size: CGSize) -> UIImage {
        let window = UIWindow(frame: CGRect(origin: origin, size: size))
        let hosting = UIHostingController(rootView: self)
        hosting.view.frame = window.frame
        window.addSubview(hosting.view)
        window.makeKeyAndVisible()
        return hosting.view.renderedImage
    }
}

extension UIView {
    var renderedImage: UIImage {
        UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0.0)
        let context = UIGraphicsGetCurrentContext()!
        layer.render(in: context)
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        return image
    }
}

@MainActor
public func renderL3SplitHelper() -> UIImage {
    SampleBanner().takeSnapshot(size: CGSize(width: 150, height: 70))
}
