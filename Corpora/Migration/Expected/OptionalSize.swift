// L1/L2 in one: `size ?? controller.view.intrinsicContentSize`, the caller's canvas or the ideal size. Written
// afresh after the pattern in legacy-patterns.md §L1 (the `snapshot(size:)` variant).
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor func snapshot(size: CGSize? = nil) -> UIImage {
        let renderer = ImageRenderer(content: self.frame(width: size?.width, height: size?.height))
        renderer.proposedSize = ProposedViewSize(width: size?.width, height: size?.height)
        renderer.scale = UIScreen.main.scale
        return renderer.uiImage ?? UIImage()
    }
}

@MainActor
public func renderOptionalSizeGiven() -> UIImage {
    SampleBadge(title: "Given").snapshot(size: CGSize(width: 240, height: 150))
}

@MainActor
public func renderOptionalSizeIdeal() -> UIImage {
    SampleBadge(title: "Ideal").snapshot(size: nil)
}
