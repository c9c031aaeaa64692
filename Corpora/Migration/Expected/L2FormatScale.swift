// L2 with a renderer the size of the hosting view's bounds, a supersampling format scale and layer.render(in:).
// Written afresh after legacy-patterns.md §L2 and the "UIScreen.main.scale * 2" tricky case.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor func supersampled(in size: CGSize) -> UIImage {
        let renderer = ImageRenderer(content: self.frame(width: size.width, height: size.height))
        renderer.proposedSize = ProposedViewSize(width: size.width, height: size.height)
        renderer.scale = UIScreen.main.scale * 2
        return renderer.uiImage ?? UIImage()
    }
}

@MainActor
public func renderL2FormatScale() -> UIImage {
    SampleBanner().supersampled(in: CGSize(width: 160, height: 60))
}
