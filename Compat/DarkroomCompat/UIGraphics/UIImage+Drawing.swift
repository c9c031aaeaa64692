#if !(canImport(UIKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

extension UIImage {
    /// Draws the image upright, stretched to `rect`, into the current `UIGraphics`
    /// context (UIKit coordinates); does nothing without a current context.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image at its size in points with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image into `rect` with a blend mode and an opacity (0…1).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let cg = cgImage, let context = UIGraphicsGetCurrentContext() else { return }
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.emit([.image(cg, r, context.interpolationQuality.imageInterpolation)])
        context.restoreGState()
    }
}
#endif
