// UIGraphicsImageRenderer, as apps draw badges and thumbnails with it.
#if canImport(SwiftUI)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif
import Foundation

let format = UIGraphicsImageRendererFormat()
format.scale = 2
format.opaque = false
let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64), format: format)
let image = renderer.image { context in
    UIColor.systemBlue.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
    let cg = context.cgContext
    cg.setFillColor(UIColor.white.cgColor)
    cg.fillEllipse(in: CGRect(x: 16, y: 16, width: 32, height: 32))
}
print("image \(Int(image.size.width))x\(Int(image.size.height)) @\(Int(image.scale))x")
guard image.size == CGSize(width: 64, height: 64), image.scale == 2, image.cgImage?.width == 128
else { print("FAIL image size or scale"); exit(1) }
let png = renderer.pngData { context in
    UIColor.red.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
}
guard let decoded = UIImage(data: png), decoded.cgImage?.width == 128 else { print("FAIL png"); exit(1) }
let jpeg = renderer.jpegData(withCompressionQuality: 0.8) { context in
    UIColor.green.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
}
print("jpeg-bytes>0 \(jpeg.count > 0)")
guard let decodedJPEG = UIImage(data: jpeg), decodedJPEG.cgImage?.width == 128
else { print("FAIL jpeg"); exit(1) }
print("OK")
