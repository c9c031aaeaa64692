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
    @MainActor func takeScreenshot(origin: CGPoint, size: CGSize) -> UIImage {
        let renderer = ImageRenderer(content: self.frame(width: size.width, height: size.height))
        renderer.proposedSize = ProposedViewSize(size)
        renderer.scale = UIScreen.main.scale
        return renderer.uiImage ?? UIImage()
    }
}

@MainActor
public func renderL3Window() -> UIImage {
    SampleBadge(title: "Window").takeScreenshot(origin: CGPoint(x: 0, y: 0), size: CGSize(width: 180, height: 120))
}
