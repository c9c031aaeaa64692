// `UIGraphicsBeginImageContext(size)`: scale 1, not opaque (tricky case "scale 1"); a white hosting
// view background flattens the image on white (tricky case "backgroundColor = .white").
// Written afresh after legacy-patterns.md §2.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor func flatSnapshot(size: CGSize) -> UIImage {
        let renderer = ImageRenderer(content: self
            .frame(width: size.width, height: size.height)
            .background(Color(uiColor: .white)))
        renderer.proposedSize = ProposedViewSize(size)
        return renderer.uiImage ?? UIImage()
    }
}

@MainActor
public func renderL3ScaleOne() -> UIImage {
    SampleBadge(title: "Flat").flatSnapshot(size: CGSize(width: 140, height: 110))
}
