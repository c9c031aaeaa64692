// L1 inside `if let view = controller.view { … }`, storing into a fallback image declared first and returned
// last. Written afresh after the pattern in legacy-patterns.md §L1.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    func safeSnapshot() -> UIImage {
        var uiImage = UIImage()

        let controller = UIHostingController(rootView: self)

        if let view = controller.view {
            let contentSize = controller.view.intrinsicContentSize
            view.bounds = CGRect(origin: .zero, size: contentSize)
            view.backgroundColor = .clear

            let renderer = UIGraphicsImageRenderer(size: contentSize)

            uiImage = renderer.image { _ in
                view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
            }
        }

        return uiImage
    }
}

@MainActor
public func renderIfLetView() -> UIImage {
    SampleBadge(title: "Bound").safeSnapshot()
}
