// L1 with a width override (the content's ideal height, a fixed canvas width), a fixed format scale and
// animations switched off around the render.
// Written afresh after the variant listed in legacy-patterns.md §L1.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor func snapshot(width: CGFloat) -> UIImage {
        let renderer = ImageRenderer(content: self.frame(width: width))
        renderer.proposedSize = ProposedViewSize(width: width, height: nil)
        renderer.scale = 2
        return renderer.uiImage ?? UIImage()
    }
}

@MainActor
public func renderL1WidthOverride() -> UIImage {
    SampleBadge().snapshot(width: 240)
}
