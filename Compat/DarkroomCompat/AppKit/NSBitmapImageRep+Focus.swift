#if !(canImport(AppKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

extension NSBitmapImageRep {
    /// The pixels of `rect` (in points, y up) of the bitmap the current graphics context draws into — an image
    /// between `lockFocus()` and `unlockFocus()`, or a context made from a bitmap — as AppKit's; `nil` when the
    /// current context draws into no bitmap (a PDF, or none) or `rect` lies outside it.
    public convenience init?(focusedViewRect rect: NSRect) {
        guard let source = NSGraphicsContext.current?.target as? NSBitmapImageRep, let image = source.cgImage else {
            return nil
        }
        let size = source.size.width > 0 && source.size.height > 0 ? source.size
            : CGSize(width: source.pixelsWide, height: source.pixelsHigh)
        let sx = CGFloat(source.pixelsWide) / size.width, sy = CGFloat(source.pixelsHigh) / size.height
        let r = rect.standardized
        // Points, y up from the bottom edge, to pixels, y down from the top edge.
        let pixels = CGRect(x: r.minX * sx, y: (size.height - r.maxY) * sy, width: r.width * sx, height: r.height * sy)
            .integral
        guard r.width > 0, r.height > 0, let cropped = image.cropping(to: pixels) else { return nil }
        self.init(cgImage: cropped)
        self.size = r.size
    }
}
#endif
