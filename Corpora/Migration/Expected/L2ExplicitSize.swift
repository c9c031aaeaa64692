// L2: a hosting controller forced to an explicit size, UIGraphicsImageRenderer(size:) with no format
// (the screen scale), drawHierarchy with afterScreenUpdates. Written afresh after legacy-patterns.md §L2.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    /// Renders the view centred on a canvas of `size` points.
    @MainActor func renderedImage(size: CGSize) -> UIImage {
        let renderer = ImageRenderer(content: self.frame(width: size.width, height: size.height))
        renderer.proposedSize = ProposedViewSize(size)
        renderer.scale = UIScreen.main.scale
        return renderer.uiImage ?? UIImage()
    }
}

@MainActor
public func renderL2ExplicitSize() -> UIImage {
    SampleBadge(title: "Explicit").renderedImage(size: CGSize(width: 200, height: 150))
}
