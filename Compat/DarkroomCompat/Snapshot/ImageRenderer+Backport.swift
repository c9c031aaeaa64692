#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

extension ImageRenderer {
    /// The backported initializer of seed 001 (Daniel Saidi's iOS 13 backport),
    /// on the modern renderer: the image is exactly `size` points, as the
    /// legacy window was (the content is proposed `size` and centred in it),
    /// and `scale` defaults to the screen's (`UIScreen.main.scale`), not 1.
    ///
    /// `uiImage` stays optional, so `if let image = await renderer.uiImage`
    /// call sites compile unchanged; it is `nil` for an unusable size.
    public convenience init(content: Content, size: CGSize, scale: CGFloat? = nil) {
        self.init(content: content)
        canvasSize = size
        self.scale = scale ?? UIScreen.main.scale
    }
}
#endif
