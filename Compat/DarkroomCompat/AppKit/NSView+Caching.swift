#if !(canImport(AppKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

extension NSView {
    /// A transparent bitmap for caching `rect` of the view: `rect.size × backing scale` pixels,
    /// `rect.size` points large, as AppKit's. `nil` for an empty rectangle.
    public func bitmapImageRepForCachingDisplay(in rect: NSRect) -> NSBitmapImageRep? {
        let scale = window?.backingScaleFactor ?? UIScreen.main.scale
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return nil }
        let w = Int((r.width * scale - 1e-6).rounded(.up)), h = Int((r.height * scale - 1e-6).rounded(.up))
        guard let rep = NSBitmapImageRep(pixelsWide: w, pixelsHigh: h) else { return nil }
        rep.size = r.size
        return rep
    }

    /// Draws `rect` of the view and its subviews into `bitmapImageRep`, replacing its pixels, at
    /// the representation's pixels per point (`pixelsWide ÷ size.width`), as AppKit's.
    public func cacheDisplay(in rect: NSRect, to bitmapImageRep: NSBitmapImageRep) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let pw = CGFloat(bitmapImageRep.pixelsWide), ph = CGFloat(bitmapImageRep.pixelsHigh)
        let size = bitmapImageRep.size.width > 0 && bitmapImageRep.size.height > 0 ? bitmapImageRep.size : r.size
        let context = bitmapImageRep.canvas.context
        context.clear(CGRect(x: 0, y: 0, width: pw, height: ph))
        // Points of the rectangle to the representation's pixels; the view's items are top-down.
        let top = isFlipped ? r.minY : bounds.minY + bounds.maxY - r.maxY
        let t = CGAffineTransform(translationX: -r.minX, y: -top)
            .concatenating(CGAffineTransform(scaleX: pw / size.width, y: ph / size.height))
        context.emit([.group(DisplayGroup(transform: t, items: allItems()))])
    }

    /// A one-page PDF of `rect` of the view and its subviews: vector shapes and text, as AppKit's.
    public func dataWithPDF(inside rect: NSRect) -> Data {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return Data() }
        let data = NSMutableData()
        var box = CGRect(origin: .zero, size: r.size)
        guard let consumer = CGDataConsumer(data: data),
              let context = CGContext(consumer: consumer, mediaBox: &box, nil) else { return Data() }
        context.beginPDFPage(nil)
        // A PDF page's user space has y up; the view's items are top-down.
        let top = isFlipped ? r.minY : bounds.minY + bounds.maxY - r.maxY
        let t = CGAffineTransform(translationX: -r.minX, y: -top)
            .concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: r.height))
        context.emit([.group(DisplayGroup(transform: t, items: allItems()))])
        context.endPDFPage()
        context.closePDF()
        return data as Data
    }

    /// A rectangle in the view's points converted to its window's backing pixels.
    public func convertToBacking(_ rect: NSRect) -> NSRect {
        rect.applying(CGAffineTransform(scaleX: backingScale, y: backingScale))
    }
    /// A size in points converted to backing pixels.
    public func convertToBacking(_ size: NSSize) -> NSSize {
        NSSize(width: size.width * backingScale, height: size.height * backingScale)
    }
    /// A point converted to backing pixels.
    public func convertToBacking(_ point: NSPoint) -> NSPoint {
        NSPoint(x: point.x * backingScale, y: point.y * backingScale)
    }
    /// A rectangle in backing pixels converted to the view's points.
    public func convertFromBacking(_ rect: NSRect) -> NSRect {
        rect.applying(CGAffineTransform(scaleX: 1 / backingScale, y: 1 / backingScale))
    }
    /// A size in backing pixels converted to points.
    public func convertFromBacking(_ size: NSSize) -> NSSize {
        NSSize(width: size.width / backingScale, height: size.height / backingScale)
    }

    private var backingScale: CGFloat { window?.backingScaleFactor ?? UIScreen.main.scale }
}
#endif
