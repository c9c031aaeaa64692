#if !(canImport(AppKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

/// How a drawing composites onto what is below, as AppKit's `NSCompositingOperation`.
public enum NSCompositingOperation: UInt, Sendable {
    /// Replaces the destination.
    case copy = 1
    /// Draws over the destination (the usual case).
    case sourceOver = 2
    /// Clears the destination.
    case clear = 0
}

extension NSImage {
    /// An image drawn by `drawingHandler` into a bitmap of `size` points at the screen's backing
    /// scale, once, when made (AppKit draws it lazily, at each destination's scale).
    public convenience init(size: NSSize, flipped drawingHandlerShouldBeCalledWithFlippedContext: Bool,
                            drawingHandler: @escaping (NSRect) -> Bool) {
        self.init(size: size)
        let scale = UIScreen.main.scale
        let w = Int((size.width * scale).rounded(.up)), h = Int((size.height * scale).rounded(.up))
        guard let rep = NSBitmapImageRep(pixelsWide: w, pixelsHigh: h) else { return }
        rep.size = size
        let context = NSGraphicsContext(bitmapImageRep: rep, flipped: drawingHandlerShouldBeCalledWithFlippedContext)
        NSGraphicsContext.saveGraphicsState()
        NSGraphicsContext.current = context
        _ = drawingHandler(NSRect(origin: .zero, size: size))
        NSGraphicsContext.restoreGraphicsState()
        addRepresentation(rep)
    }

    /// Starts drawing into the image: until `unlockFocus()`, `NSGraphicsContext.current` draws into a
    /// bitmap of the image's size at the screen's backing scale, over what the image already shows.
    public func lockFocus() { lockFocusFlipped(false) }

    /// `lockFocus()` with a flipped (y down) context when `flipped`.
    public func lockFocusFlipped(_ flipped: Bool) {
        let scale = UIScreen.main.scale
        let w = Int((size.width * scale).rounded(.up)), h = Int((size.height * scale).rounded(.up))
        guard let rep = NSBitmapImageRep(pixelsWide: max(w, 1), pixelsHigh: max(h, 1)) else { return }
        rep.size = size
        if let existing = cgImage(forProposedRect: nil, context: nil, hints: nil) {
            rep.canvas.context.emit([.image(existing, CGRect(x: 0, y: 0, width: max(w, 1), height: max(h, 1)), .high)])
        }
        let context = NSGraphicsContext(bitmapImageRep: rep, flipped: flipped)
        NSGraphicsContext.saveGraphicsState()
        NSGraphicsContext.current = context
        focus = rep
    }

    /// Ends `lockFocus()`: what was drawn becomes the image's representation.
    public func unlockFocus() {
        guard let rep = focus as? NSBitmapImageRep else { return }
        NSGraphicsContext.restoreGraphicsState()
        focus = nil
        for old in representations { removeRepresentation(old) }
        addRepresentation(rep)
    }

    /// Draws the image into `rect` of `NSGraphicsContext.current` (upright in flipped and
    /// unflipped contexts alike, as AppKit draws images).
    public func draw(in rect: NSRect) {
        draw(in: rect, from: .zero, operation: .sourceOver, fraction: 1)
    }

    /// Draws the part `fromRect` of the image (`.zero`: all of it) into `rect` with an opacity.
    public func draw(in rect: NSRect, from fromRect: NSRect, operation op: NSCompositingOperation,
                     fraction delta: CGFloat) {
        guard let context = NSGraphicsContext.current,
              var image = cgImage(forProposedRect: nil, context: nil, hints: nil) else { return }
        if fromRect != .zero, size.width > 0, size.height > 0 {
            let sx = CGFloat(image.width) / size.width, sy = CGFloat(image.height) / size.height
            // `fromRect` is in the image's points, y up.
            let crop = CGRect(x: fromRect.minX * sx, y: (size.height - fromRect.maxY) * sy,
                              width: fromRect.width * sx, height: fromRect.height * sy).integral
            guard let part = image.cropping(to: crop) else { return }
            image = part
        }
        let c = context.cgContext
        c.saveGState()
        c.setAlpha(delta)
        if op == .copy { c.setBlendMode(.copy) }
        // Upright whichever way the context's y axis points.
        let flip = context.isFlipped
            ? CGAffineTransform.identity
            : CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
        c.emit([.group(DisplayGroup(transform: flip, items: [.image(image, rect.standardized, .high)]))])
        c.restoreGState()
    }

    /// Draws the image with its lower-left corner at `point` (`fromRect` `.zero`: all of it).
    public func draw(at point: NSPoint, from fromRect: NSRect, operation op: NSCompositingOperation,
                     fraction delta: CGFloat) {
        let part = fromRect == .zero ? NSRect(origin: .zero, size: size) : fromRect
        draw(in: NSRect(origin: point, size: part.size), from: fromRect, operation: op, fraction: delta)
    }

    /// TIFF bytes (the compression is kept, not applied).
    public func tiffRepresentation(using comp: NSBitmapImageRep.TIFFCompression, factor: Float) -> Data? {
        tiffRepresentation
    }
}

extension NSGraphicsContext {
    /// A bitmap context that is flipped (y down from the top) when asked.
    convenience init?(bitmapImageRep: NSBitmapImageRep, flipped: Bool) {
        guard !flipped else {
            let canvas = bitmapImageRep.canvas
            let sx = CGFloat(bitmapImageRep.pixelsWide) / max(bitmapImageRep.size.width, 1e-9)
            let sy = CGFloat(bitmapImageRep.pixelsHigh) / max(bitmapImageRep.size.height, 1e-9)
            let context = CGContext(sink: canvas.context.sink, size: bitmapImageRep.size,
                                    baseTransform: CGAffineTransform(scaleX: sx, y: sy), isDocument: false)
            self.init(cgContext: context, flipped: true)
            target = bitmapImageRep
            return
        }
        self.init(bitmapImageRep: bitmapImageRep)
    }
}
#endif
