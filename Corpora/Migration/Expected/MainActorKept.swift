// Tricky case "@MainActor": a helper already isolated to the main actor keeps its attribute (none is
// added twice); a `guard let` on the hosting view (`UIView!` on Apple platforms) is read as an alias.
// Written afresh after legacy-patterns.md §2.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor
    func isolatedSnapshot(size: CGSize, scale: CGFloat) -> UIImage {
        let renderer = ImageRenderer(content: self.frame(width: size.width, height: size.height))
        renderer.proposedSize = ProposedViewSize(size)
        renderer.scale = scale
        return renderer.uiImage ?? UIImage()
    }
}

@MainActor
public func renderMainActorKept() -> UIImage {
    SampleBanner().isolatedSnapshot(size: CGSize(width: 120, height: 90), scale: 3)
}
