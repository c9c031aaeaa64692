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
        let controller = UIHostingController(rootView: self)
        guard let view = controller.view else { return UIImage() }
        view.frame = CGRect(origin: .zero, size: size)
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = scale
        let renderer = UIGraphicsImageRenderer(size: size, format: format)
        return renderer.image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }
}

@MainActor
public func renderMainActorKept() -> UIImage {
    SampleBanner().isolatedSnapshot(size: CGSize(width: 120, height: 90), scale: 3)
}
