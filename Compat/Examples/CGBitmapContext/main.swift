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
print("bitmap \(image.width)x\(image.height) png \(ui.pngData() != nil)")
print("OK")
