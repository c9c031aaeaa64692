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
    func flatSnapshot(size: CGSize) -> UIImage {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let hosting = UIHostingController(rootView: self)
        hosting.view.frame = window.frame
        hosting.view.backgroundColor = .white
        window.addSubview(hosting.view)
        UIGraphicsBeginImageContext(hosting.view.bounds.size)
        hosting.view.layer.render(in: UIGraphicsGetCurrentContext()!)
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        return image
    }
}

@MainActor
public func renderL3ScaleOne() -> UIImage {
    SampleBadge(title: "Flat").flatSnapshot(size: CGSize(width: 140, height: 110))
}
