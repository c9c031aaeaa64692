#if !(canImport(AppKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

extension NSGraphicsContext {
    /// A context drawing into a bitmap representation, as AppKit's: origin at the bottom left,
    /// y up, one unit per point of the representation's `size` (pixels ÷ scale), so drawing
    /// code written for AppKit lands where it does on a Mac.
    public convenience init?(bitmapImageRep: NSBitmapImageRep) {
        let canvas = bitmapImageRep.canvas
        let w = CGFloat(bitmapImageRep.pixelsWide), h = CGFloat(bitmapImageRep.pixelsHigh)
        let size = bitmapImageRep.size.width > 0 && bitmapImageRep.size.height > 0 ? bitmapImageRep.size
            : CGSize(width: w, height: h)
        // Points of `rep.size` to pixels, y up from the bottom edge.
        let base = CGAffineTransform(a: w / size.width, b: 0, c: 0, d: -h / size.height, tx: 0, ty: h)
        let context = CGContext(sink: canvas.context.sink, size: size, baseTransform: base, isDocument: false)
        self.init(cgContext: context, flipped: false)
        target = bitmapImageRep
    }

    /// The context AppKit drawing goes to on this thread (and task): the one set last, or the
    /// current `UIGraphics` context; `nil` when there is none.
    public class var current: NSGraphicsContext? {
        get {
            switch UIGraphicsContextStack.top {
            case .appKit(let c)?: return c
            case .image(let c)?: return NSGraphicsContext(cgContext: c.context, flipped: true)
            case .pushed(let c)?: return NSGraphicsContext(cgContext: c, flipped: true)
            case .pdf(let d)?: return NSGraphicsContext(cgContext: d.context, flipped: true)
            case .appKitMarker?, nil: return nil
            }
        }
        set {
            if case .appKit? = UIGraphicsContextStack.top { UIGraphicsContextStack.pop() }
            if let newValue { UIGraphicsContextStack.push(.appKit(newValue)) }
        }
    }

    /// Keeps the current context, to be brought back by `restoreGraphicsState()`.
    public class func saveGraphicsState() {
        if case .appKit(let c)? = UIGraphicsContextStack.top {
            UIGraphicsContextStack.push(.appKit(c))
        } else {
            UIGraphicsContextStack.push(.appKitMarker)
        }
    }

    /// Brings back the context current at the matching `saveGraphicsState()`.
    public class func restoreGraphicsState() {
        if case .appKit? = UIGraphicsContextStack.top { UIGraphicsContextStack.pop() }
        if case .appKitMarker? = UIGraphicsContextStack.top { UIGraphicsContextStack.pop() }
    }

    /// Keeps this context's graphics state (its Core Graphics state).
    public func saveGraphicsState() { cgContext.saveGState() }
    /// Brings back this context's graphics state.
    public func restoreGraphicsState() { cgContext.restoreGState() }
}
#endif
