// L3 with `opaque: true`: alpha dropped, uncovered pixels black (tricky case "opaque").
// Written afresh after legacy-patterns.md §2.
import SwiftUI
import UIKit

extension View {
    func opaqueSnapshot(size: CGSize) -> UIImage {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let hosting = UIHostingController(rootView: self)
        hosting.view.frame = window.bounds
        window.addSubview(hosting.view)
        UIGraphicsBeginImageContextWithOptions(size, true, UIScreen.main.scale)
        hosting.view.drawHierarchy(in: hosting.view.bounds, afterScreenUpdates: true)
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        return image
    }
}

@MainActor
public func renderL3Opaque() -> UIImage {
    SampleBadge(title: "Opaque").opaqueSnapshot(size: CGSize(width: 160, height: 110))
}
