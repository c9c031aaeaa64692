import Darkroom
import DarkroomCompat
import Foundation

/// Numbers through Core Graphics-style drawing: a bitmap `CGContext` and a PDF one.
enum CGContextCases {
    static func draw(_ v: CGFloat) throws -> String {
        guard
            let cg = CGContext(
                data: nil, width: 32, height: 32, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { throw CaseFailure("no bitmap context") }
        cg.setFillColor(red: v, green: 0.5, blue: 0, alpha: v)
        cg.setLineWidth(v)
        cg.setShadow(offset: CGSize(width: v, height: v), blur: v)
        cg.addArc(center: CGPoint(x: 16, y: 16), radius: 8, startAngle: v, endAngle: -v, clockwise: false)
        cg.fillPath()
        cg.saveGState()
        cg.scaleBy(x: v, y: v)
        cg.rotate(by: v)
        cg.fill(CGRect(x: 1, y: 1, width: 10, height: 10))
        cg.restoreGState()
        cg.fill(CGRect(x: v, y: v, width: v, height: v))
        cg.fillEllipse(in: CGRect(x: 0, y: 0, width: v, height: 4))
        guard let image = cg.makeImage(), image.width == 32 else { throw CaseFailure("no image from the context") }
        return "cgcontext 32x32"
    }
}

/// The legacy path (DarkroomCompat): the snapshot request and the image renderer.
enum LegacyCases {
    static func snapshot<V: View>(_ view: V, size: CGSize, scale: CGFloat) throws -> String {
        let image = try SnapshotRequest(size: size, scale: scale).render(view)
        guard image.size.width > 0, image.size.height > 0 else { throw CaseFailure("empty legacy image") }
        return "legacy \(image.size.width)x\(image.size.height)"
    }

    static func imageRenderer(size: CGSize, draw v: CGFloat) throws -> String {
        let image = UIGraphicsImageRenderer(size: size).image { ctx in
            ctx.cgContext.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: v, y: v, width: 5, height: 5))
        }
        return "legacy renderer \(image.size.width)x\(image.size.height)"
    }
}
