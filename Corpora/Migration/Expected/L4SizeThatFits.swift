// L4 without a key window: `sizeThatFits(in:)` under the screen size, bounds set to it.
// Written afresh after legacy-patterns.md §L4.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor func fittedSnapshot() -> UIImage {
        let renderer = ImageRenderer(content: self)
        renderer.proposedSize = ProposedViewSize(UIScreen.main.bounds.size)
        renderer.scale = UIScreen.main.scale
        return renderer.uiImage ?? UIImage()
    }
}

@MainActor
public func renderL4SizeThatFits() -> UIImage {
    SampleBadge(title: "Fits").fittedSnapshot()
}
