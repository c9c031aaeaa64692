// L3 with `opaque: true`: alpha dropped, uncovered pixels black (tricky case "opaque").
// Written afresh after legacy-patterns.md §2.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor func opaqueSnapshot(size: CGSize) -> UIImage {
        let renderer = ImageRenderer(content: self.frame(width: size.width, height: size.height))
        renderer.proposedSize = ProposedViewSize(size)
        renderer.scale = UIScreen.main.scale
        renderer.isOpaque = true
        return renderer.uiImage ?? UIImage()
    }
}

@MainActor
public func renderL3Opaque() -> UIImage {
    SampleBadge(title: "Opaque").opaqueSnapshot(size: CGSize(width: 160, height: 110))
}
