#if !(canImport(UIKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

/// A view showing an image, as UIKit's `UIImageView`.
///
/// The image is stretched to fill the view's bounds (UIKit's default content
/// mode, `.scaleToFill`). Made with an image, the view takes the image's size in points.
open class UIImageView: UIView {
    /// The image shown; `nil` shows nothing.
    open var image: UIImage? { didSet { setNeedsDisplay() } }

    /// A view the size of `image` (in points), showing it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    /// An image view without an image at `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// The image's size in points, or no intrinsic size without one.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }
    /// The image's size in points, or the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }

    override func contentItems() -> [DisplayItem] {
        guard let cg = image?.cgImage, bounds.width > 0, bounds.height > 0 else { return [] }
        return [.image(cg, CGRect(origin: .zero, size: bounds.size), .medium)]
    }
}
#endif
