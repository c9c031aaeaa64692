// L4 as most copies write it: attached to the app's key window "far off screen", then removed.
// UIApplication does not exist on Linux, so this one is migrated but not rendered before.
// Written afresh after legacy-patterns.md §L4.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor func keyWindowSnapshot() -> UIImage {
        let renderer = ImageRenderer(content: self)
        renderer.proposedSize = ProposedViewSize(UIScreen.main.bounds.size)
        renderer.scale = UIScreen.main.scale
        return renderer.uiImage ?? UIImage()
    }
}

@MainActor
public func renderL4KeyWindow() -> UIImage {
    SampleBadge(title: "Key").keyWindowSnapshot()
}
