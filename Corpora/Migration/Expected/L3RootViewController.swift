// L3 with `window.rootViewController`, a fixed scale literal, an optional result and a `defer`ed
// context end. Written afresh after the variants listed in legacy-patterns.md §L3.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor func windowSnapshot(size: CGSize) -> UIImage? {
        let renderer = ImageRenderer(content: self.frame(width: size.width, height: size.height))
        renderer.proposedSize = ProposedViewSize(width: size.width, height: size.height)
        renderer.scale = 2.0
        return renderer.uiImage
    }
}

@MainActor
public func renderL3RootViewController() -> UIImage {
    SampleBanner().windowSnapshot(size: CGSize(width: 150, height: 80)) ?? UIImage()
}
