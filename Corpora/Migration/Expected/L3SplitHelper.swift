// L3 split in two, as most copies of seed 001 write it: `View.takeSnapshot(origin:size:)` puts the hosting
// view in a window, and a computed `UIView.renderedImage` draws it with UIGraphicsBeginImageContextWithOptions
// (scale 0.0: the screen scale). Written afresh after legacy-patterns.md §L3.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor func takeSnapshot(origin: CGPoint = .zero, size: CGSize) -> UIImage {
        let renderer = ImageRenderer(content: self.frame(width: size.width, height: size.height))
        renderer.proposedSize = ProposedViewSize(size)
        renderer.scale = UIScreen.main.scale
        return renderer.uiImage ?? UIImage()
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
