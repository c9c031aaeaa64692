#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

nonisolated extension View {
    /// A picture of the view in a window of `size` points at `scale` pixels per
    /// point, taken with the pre-iOS 16 recipe on the libgd window surface:
    /// `UIWindow`, `UIHostingController`, `UIGraphicsBeginImageContextWithOptions`
    /// and `layer.render(in:)`.
    ///
    /// The view is proposed `size` and centred in it; the image is exactly
    /// `size` points (`size × scale` pixels, rounded up), transparent where the
    /// view draws nothing. `scale` 0 means `UIScreen.main.scale`.
    ///
    /// Both arguments are required, so a code base's own
    /// `snapshot(origin:size:)` extension keeps compiling beside this one.
    /// Bad input does not crash: a zero, negative or non-finite size, or a
    /// negative or non-finite scale, gives an empty `UIImage()`;
    /// `SnapshotRequest(size:scale:).render(_:)` throws a `RenderError` instead.
    public func snapshot(size: CGSize, scale: CGFloat) -> UIImage {
        (try? SnapshotRequest(size: size, scale: scale).render(self)) ?? UIImage()
    }
}
#endif
