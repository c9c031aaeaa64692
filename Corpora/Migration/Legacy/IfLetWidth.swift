// L1 with an optional width override in an `if let` (`snapshot(withWidth:)`): the ideal size, made wider when the
// caller gives a width. Written afresh after the pattern in legacy-patterns.md §L1.
import SwiftUI
import UIKit

extension View {
    func snapshot(withWidth width: Int? = nil) -> UIImage {
        let controller = UIHostingController(rootView: self)
        let view = controller.view

        var targetSize = controller.view.intrinsicContentSize
        if let width = width {
            targetSize.width = CGFloat(width)
        }
        view?.bounds = CGRect(origin: .zero, size: targetSize)
        view?.backgroundColor = .clear

        let renderer = UIGraphicsImageRenderer(size: targetSize)

        return renderer.image { _ in
            view?.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }
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
