// UIColor, Color and CGColor bridges, as app code mixes them.
#if canImport(SwiftUI)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif
import Foundation

let brand = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
let swatch = Color(uiColor: brand)
let cg = brand.cgColor
print("components \(cg.numberOfComponents)")
MainActor.assumeIsolated {
    let renderer = ImageRenderer(content: swatch.frame(width: 10, height: 10))
    guard let image = renderer.cgImage else { print("FAIL"); exit(1) }
    print("swatch \(image.width)x\(image.height)")
}
print("OK")
