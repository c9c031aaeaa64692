#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A preview's traits, as the `Preview` namespace of Apple's developer tools.
public struct Preview {
    /// Traits of a view preview.
    public struct ViewTraits {}
}

/// A trait of a preview: its layout or orientation, as `#Preview(traits:)` takes it.
/// `darkroom previews` reads the trait back (`kind`, `fixedSize`) to size and orient the render.
public struct PreviewTrait<T> {
    /// The trait's name as written in code (`sizeThatFitsLayout`, `fixedLayout`, `landscapeLeft`, …).
    @_spi(Previews) public let kind: String
    /// The size of a `fixedLayout(width:height:)` trait, in points.
    @_spi(Previews) public let fixedSize: CGSize?

    init(kind: String, fixedSize: CGSize? = nil) {
        self.kind = kind
        self.fixedSize = fixedSize
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview is as large as the device.
    public static var defaultLayout: PreviewTrait { PreviewTrait(kind: "defaultLayout") }
    /// The preview is as large as its content.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(kind: "sizeThatFitsLayout") }
    /// The preview is a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(kind: "fixedLayout", fixedSize: CGSize(width: width, height: height))
    }
    /// The preview is in portrait.
    public static var portrait: PreviewTrait { PreviewTrait(kind: "portrait") }
    /// The preview is in landscape, home button left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(kind: "landscapeLeft") }
    /// The preview is in landscape, home button right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(kind: "landscapeRight") }
    /// The preview is upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(kind: "portraitUpsideDown") }
}
#endif
