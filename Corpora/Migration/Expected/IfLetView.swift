// L1 inside `if let view = controller.view { … }`, storing into a fallback image declared first and returned
// last. Written afresh after the pattern in legacy-patterns.md §L1.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor func safeSnapshot() -> UIImage {
        var uiImage = UIImage()

        let renderer = ImageRenderer(content: self)
        renderer.scale = UIScreen.main.scale
        uiImage = renderer.uiImage ?? UIImage()

        return uiImage
    }
}

@MainActor
public func renderIfLetView() -> UIImage {
    SampleBadge(title: "Bound").safeSnapshot()
}
