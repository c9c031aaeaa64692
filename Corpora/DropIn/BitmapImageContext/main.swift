// UIGraphicsBeginImageContextWithOptions with Core Graphics path drawing.
#if canImport(SwiftUI)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif
import Foundation

func makeChartImage(values: [CGFloat]) -> UIImage? {
    let size = CGSize(width: 200, height: 100)
    UIGraphicsBeginImageContextWithOptions(size, false, 2)
    defer { UIGraphicsEndImageContext() }
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    context.setFillColor(UIColor.white.cgColor)
    context.fill(CGRect(origin: .zero, size: size))
    context.setStrokeColor(UIColor.systemRed.cgColor)
    context.setLineWidth(3)
    context.setLineCap(.round)
    for (i, v) in values.enumerated() {
        let point = CGPoint(x: CGFloat(i) * 40 + 10, y: size.height - v)
        if i == 0 { context.move(to: point) } else { context.addLine(to: point) }
    }
    context.strokePath()
    return UIGraphicsGetImageFromCurrentImageContext()
}

guard let image = makeChartImage(values: [10, 60, 35, 80, 50]), let cg = image.cgImage else { print("FAIL"); exit(1) }
print("pixels \(cg.width)x\(cg.height)")
print("OK")
