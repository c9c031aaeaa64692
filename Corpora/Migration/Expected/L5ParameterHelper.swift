// L5 with a helper that takes an argument: the hosting view handed to `snapshot(afterScreenUpdates:)`, a UIView
// helper drawing its hierarchy into an opaque context at the screen's scale. Written afresh after the pattern in
// legacy-patterns.md §L5 (the `drawHierarchy` helpers).
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension UIView {
    func snapshot(afterScreenUpdates: Bool) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(bounds.size, true, 0)
        drawHierarchy(in: bounds, afterScreenUpdates: afterScreenUpdates)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image
    }
}

extension View {
    @MainActor func parameterSnapshot(size: CGSize) -> UIImage? {
        let renderer = ImageRenderer(content: self.frame(width: size.width, height: size.height))
        renderer.proposedSize = ProposedViewSize(size)
        renderer.scale = UIScreen.main.scale
        renderer.isOpaque = true
        return renderer.uiImage
    }
}

@MainActor
public func renderL5ParameterHelper() -> UIImage {
    SampleBadge(title: "Argument").parameterSnapshot(size: CGSize(width: 190, height: 130)) ?? UIImage()
}
