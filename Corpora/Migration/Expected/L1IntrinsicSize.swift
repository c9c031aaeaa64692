// L1: the Hacking with Swift recipe (hosting controller sized by its intrinsic content size,
// UIGraphicsImageRenderer with the default format, drawHierarchy). Written afresh after the pattern
// in legacy-patterns.md §L1.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor func snapshotIntrinsic() -> UIImage {
        let renderer = ImageRenderer(content: self)
        renderer.scale = UIScreen.main.scale
        return renderer.uiImage ?? UIImage()
    }
}

@MainActor
public func renderL1IntrinsicSize() -> UIImage {
    SampleBadge().snapshotIntrinsic()
}
