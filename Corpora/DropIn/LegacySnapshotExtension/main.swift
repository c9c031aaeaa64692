// Seed 001's pre-iOS 16 recipe: a view in a window of an explicit size, its layer
// rendered into an image context.
#if canImport(SwiftUI)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif
import Foundation

public extension View {
    func snapshot(origin: CGPoint = .zero, size: CGSize) -> UIImage {
        let window = UIWindow(frame: CGRect(origin: origin, size: size))
        let hosting = UIHostingController(rootView: self)
        hosting.view.frame = window.frame
        window.addSubview(hosting.view)
        window.makeKeyAndVisible()
        return hosting.view.renderedImage
    }
}

private extension UIView {
    var renderedImage: UIImage {
        UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0.0)
        let context = UIGraphicsGetCurrentContext()!
        layer.render(in: context)
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        return image
    }
}

struct Greeting: View {
    var body: some View {
        Text("Snapshot")
            .font(.headline)
            .padding()
            .background(Color.yellow)
    }
}

let image = Greeting().snapshot(size: CGSize(width: 150, height: 50))
let scale = UIScreen.main.scale
print("size \(Int(image.size.width))x\(Int(image.size.height)) scale-matches \(image.scale == scale)")
guard image.size == CGSize(width: 150, height: 50), image.scale == scale else { print("FAIL size or scale"); exit(1) }
guard let png = image.pngData(), png.count > 100 else { print("FAIL no png"); exit(1) }
print("OK")
