import Foundation
import Testing
@testable import DarkroomCompat

/// Bitmap contexts are UIKit-style: origin top-left, y down, scale applied.
@Suite(.serialized) struct UIGraphicsContextTests {
    @Test func fillLandsTopLeftAtScale() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 20), false, 2)
        defer { UIGraphicsEndImageContext() }
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 5))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        let cg = try #require(image.cgImage)
        #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 2)
        #expect(cg.width == 80 && cg.height == 40)
        #expect(cg.matches(x: 1, y: 1, 255, 0, 0, 255))
        #expect(cg.matches(x: 19, y: 9, 255, 0, 0, 255))
        #expect(cg.matches(x: 20, y: 9, 0, 0, 0, 0))
        #expect(cg.matches(x: 5, y: 10, 0, 0, 0, 0))
    }

    @Test func scaleZeroMeansScreenScaleAndOpaqueStartsBlack() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), true, 0)
        defer { UIGraphicsEndImageContext() }
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(image.scale == UIScreen.main.scale)
        let cg = try #require(image.cgImage)
        #expect(cg.width == Int(10 * UIScreen.main.scale))
        #expect(cg.matches(x: 3, y: 3, 0, 0, 0, 255, tolerance: 0))
    }

    @Test func pathsStrokesClearAndBlendThroughTheLibgdSink() throws {
        UIGraphicsBeginImageContext(CGSize(width: 60, height: 60))
        defer { UIGraphicsEndImageContext() }
        let ctx = try #require(UIGraphicsGetCurrentContext())
        // A triangle, filled: top-left half of the square.
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.move(to: CGPoint(x: 0, y: 0)); ctx.addLine(to: CGPoint(x: 40, y: 0)); ctx.addLine(to: CGPoint(x: 0, y: 40));
        ctx.closePath()
        ctx.fillPath()
        // A 4-point green line along y = 50.
        ctx.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.setLineWidth(4)
        ctx.move(to: CGPoint(x: 5, y: 50)); ctx.addLine(to: CGPoint(x: 55, y: 50))
        ctx.strokePath()
        // Erase a hole in the triangle.
        ctx.clear(CGRect(x: 2, y: 2, width: 6, height: 6))
        // Multiply yellow over the triangle: blue × yellow = black.
        ctx.saveGState()
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
        ctx.restoreGState()
        let cg = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
        #expect(cg.matches(x: 20, y: 5, 0, 0, 255, 255))
        #expect(cg.matches(x: 35, y: 35, 0, 0, 0, 0))
        #expect(cg.matches(x: 30, y: 50, 0, 255, 0, 255))
        #expect(cg.matches(x: 30, y: 47, 0, 0, 0, 0))
        #expect(cg.matches(x: 4, y: 4, 0, 0, 0, 0), "cleared")
        #expect(cg.matches(x: 12, y: 12, 0, 0, 0, 255), "multiplied")
    }

    @Test func imageRendererDrawsAndEncodes() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        let draw: (UIGraphicsImageRendererContext) -> Void = { ctx in
            UIColor(red: 0, green: 0.5, blue: 1, alpha: 0.5).setFill()
            ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
            #expect(ctx.format.scale == 3)
        }
        let image = renderer.image(actions: draw)
        let cg = try #require(image.cgImage)
        #expect(cg.width == 60 && cg.height == 30)
        #expect(cg.matches(x: 45, y: 15, 0, 128, 255, 128, tolerance: 3))
        #expect(cg.matches(x: 10, y: 15, 0, 0, 0, 0))
        #expect(UIGraphicsGetCurrentContext() == nil, "the renderer's context is gone after the call")
        let png = try #require(GDBitmap(data: renderer.pngData(actions: draw)))
        #expect(png.width == 60 && png.rgba(x: 45, y: 15).map { abs($0.a - 128) <= 3 && $0.b == 255 } == true)
        let jpeg = try #require(GDBitmap(data: renderer.jpegData(withCompressionQuality: 0.9, actions: draw)))
        // JPEG flattens onto white (GDCodec's rule, as the modern JPEGEncoder):
        // half-transparent azure becomes light azure.
        let flat = try #require(jpeg.rgba(x: 45, y: 15))
        #expect(jpeg.width == 60 && flat.a == 255)
        #expect(abs(flat.r - 128) <= 8 && abs(flat.g - 191) <= 8 && flat.b >= 247, "\(flat)")
    }
}
