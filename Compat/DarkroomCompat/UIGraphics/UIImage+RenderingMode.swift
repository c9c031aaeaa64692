#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

extension UIImage {
    /// How UIKit draws an image in controls, as `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// The context decides.
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// The image as a mask tinted with the tint colour.
        case alwaysTemplate
    }
    /// Always `.automatic`: the mode only tints images inside UIKit controls, which are not drawn here.
    public var renderingMode: RenderingMode { .automatic }
    /// The same image: the mode only matters to UIKit controls (`UIImageView` and drawing ignore it, as in UIKit).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
}
#endif
