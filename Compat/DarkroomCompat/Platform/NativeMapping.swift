// On Apple platforms with UIKit and SwiftUI, DarkroomCompat maps the legacy
// recipe onto the native frameworks: `UIWindow`, `UIHostingController`,
// `UIGraphicsBeginImageContextWithOptions`, `layer.render(in:)` and SwiftUI's
// own `ImageRenderer` are Apple's, so the same call sites compile there; this
// file adds only Darkroom's two helpers on top of them. The implementation in
// the other files (a libgd window surface the cairo replayer draws into) is
// compiled only where UIKit and SwiftUI are missing (Linux), which is the
// tested path: this file is not built or tested by CI (no Apple toolchain there).
#if canImport(UIKit) && canImport(SwiftUI)
import UIKit
import SwiftUI

extension SwiftUI.View {
    /// The legacy recipe on the native frameworks; same contract as on Linux.
    @MainActor
    public func snapshot(size: CGSize, scale: CGFloat) -> UIKit.UIImage {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return UIKit.UIImage() }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let hosting = UIHostingController(rootView: self)
        hosting.view.frame = window.frame
        hosting.view.backgroundColor = .clear
        window.addSubview(hosting.view)
        window.makeKeyAndVisible()
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale == 0 ? UIScreen.main.scale : scale
        format.opaque = false
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            hosting.view.layer.render(in: context.cgContext)
        }
    }
}

@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, *)
extension SwiftUI.ImageRenderer {
    /// The seed's backported initializer on the native renderer: proposes `size`
    /// and uses the screen's scale by default. Unlike the Linux backport, the
    /// native renderer sizes the image to the content's answer for that
    /// proposal (content smaller than `size` is not padded out to it).
    @MainActor
    public convenience init(content: Content, size: CGSize, scale: CGFloat? = nil) {
        self.init(content: content)
        proposedSize = ProposedViewSize(size)
        self.scale = scale ?? UIScreen.main.scale
    }
}
#endif
