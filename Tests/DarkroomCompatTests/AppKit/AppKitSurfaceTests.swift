import DarkroomCompat
import Foundation
import Testing

/// AppKit members recipes set or read that change no pixel, and the bitmap read from a focused image.
@Suite struct AppKitSurfaceTests {
    @Test func focusedViewRectReadsTheLockedImagesPixels() throws {
        let image = NSImage(size: NSSize(width: 20, height: 10))
        image.lockFocus()
        NSColor.red.setFill()
        NSBezierPath(rect: NSRect(x: 0, y: 0, width: 10, height: 10)).fill()
        let bitmap = try #require(NSBitmapImageRep(focusedViewRect: NSRect(x: 0, y: 0, width: 20, height: 10)))
        image.unlockFocus()
        #expect(bitmap.size == NSSize(width: 20, height: 10))
        #expect(bitmap.pixelsWide == Int(20 * UIScreen.main.scale))
        let pixels = try #require(bitmap.cgImage)
        let left = try #require(pixels.pixel(x: 2, y: 2))
        let right = try #require(pixels.pixel(x: pixels.width - 2, y: 2))
        #expect(left.red > 0.99 && left.alpha > 0.99)
        #expect(right.alpha < 0.01)
        #expect(NSBitmapImageRep(focusedViewRect: NSRect(x: 0, y: 0, width: 20, height: 10)) == nil)
    }

    @Test func layerSettingsReadBackAndChangeNoPixel() throws {
        let view = NSHostingView(rootView: Color.blue.frame(width: 10, height: 10))
        view.setFrameSize(NSSize(width: 10, height: 10))
        func pixels() throws -> Data {
            let rep = try #require(view.bitmapImageRepForCachingDisplay(in: view.bounds))
            view.cacheDisplay(in: view.bounds, to: rep)
            return try #require(rep.representation(using: .png, properties: [:]))
        }
        let before = try pixels()
        view.layerContentsRedrawPolicy = .onSetNeedsDisplay
        view.wantsLayer = true
        view.layer?.shouldRasterize = true
        view.layer?.rasterizationScale = 2
        #expect(view.layerContentsRedrawPolicy == .onSetNeedsDisplay)
        #expect(view.layer?.shouldRasterize == true)
        #expect(try pixels() == before)
    }
}
