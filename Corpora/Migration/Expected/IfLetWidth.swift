// L1 with an optional width override in an `if let` (`snapshot(withWidth:)`): the ideal size, made wider when the
// caller gives a width. Written afresh after the pattern in legacy-patterns.md §L1.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor func snapshot(withWidth width: Int? = nil) -> UIImage {
        let renderer = ImageRenderer(content: self.frame(width: width.map { width in CGFloat(width) }))
        renderer.proposedSize = ProposedViewSize(width: width.map { width in CGFloat(width) }, height: nil)
        renderer.scale = UIScreen.main.scale
        return renderer.uiImage ?? UIImage()
    }
}

@MainActor
public func renderIfLetWidth() -> UIImage {
    SampleBadge(title: "Wide").snapshot(withWidth: 260)
}

@MainActor
public func renderIfLetWidthIdeal() -> UIImage {
    SampleBadge(title: "Ideal").snapshot(withWidth: nil)
}
