#if !(canImport(UIKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

/// A legacy snapshot's settings, convertible to and from an `ImageRenderer`
/// configuration: the migration path from `snapshot` call sites to the modern
/// renderer, and back.
///
/// Both render the same layout (the content proposed `size`, centred in it);
/// `render(_:)` draws through the libgd window surface, `imageRenderer(for:)`'s
/// renderer draws through cairo.
public struct SnapshotRequest: Hashable, Sendable {
    /// The window's origin (kept for `snapshot(origin:size:)` call sites; it does
    /// not move the content within the image).
    public var origin: CGPoint
    /// The image size in points.
    public var size: CGSize
    /// Pixels per point; `nil` or 0 means `UIScreen.main.scale`.
    public var scale: CGFloat?
    /// Opaque images start black and have no transparency.
    public var isOpaque: Bool

    /// A request for `size` points at `origin`, at `scale` (the screen's when `nil` or 0), opaque or not.
    public init(origin: CGPoint = .zero, size: CGSize, scale: CGFloat? = nil, isOpaque: Bool = false) {
        self.origin = origin; self.size = size; self.scale = scale; self.isOpaque = isOpaque
    }

    /// The scale in effect.
    public var resolvedScale: CGFloat {
        guard let scale, scale != 0 else { return UIScreen.main.scale }
        return scale
    }

    /// The request an `ImageRenderer` is configured for: its `canvasSize` when
    /// set, else the size its content takes for its `proposedSize`.
    public init<Content: View>(_ renderer: ImageRenderer<Content>) {
        let size: CGSize
        if let canvas = renderer.canvasSize {
            size = canvas
        } else {
            let options = RenderOptions(proposedSize: renderer.proposedSize, scale: renderer.scale)
            size = (try? ViewRenderer(options: options).layout(renderer.content).frame.size) ?? .zero
        }
        self.init(size: size, scale: renderer.scale, isOpaque: renderer.isOpaque)
    }

    /// A modern renderer configured like this request (fixed canvas, scale, opacity).
    public func imageRenderer<Content: View>(for content: Content) -> ImageRenderer<Content> {
        let r = ImageRenderer(content: content)
        r.canvasSize = size
        r.scale = resolvedScale
        r.isOpaque = isOpaque
        return r
    }

    /// Checks the request, throwing the error the modern renderer would.
    public func validate() throws {
        let s = resolvedScale
        guard s.isFinite, s > 0 else { throw RenderError.invalidScale(s) }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError.invalidSize(size)
        }
        _ = try GDRenderer.pixelSize(size, scale: s)
    }

    /// Takes the snapshot with the legacy recipe on the libgd window surface.
    public func render<V: View>(_ view: V) throws -> UIImage {
        let (window, hosting) = try host(view)
        defer { withExtendedLifetime((window, hosting)) {} }
        UIGraphicsBeginImageContextWithOptions(hosting.view.bounds.size, isOpaque, resolvedScale)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { throw RenderError.invalidSize(size) }
        hosting.view.layer.render(in: context)
        guard let image = UIGraphicsGetImageFromCurrentImageContext(), image.cgImage != nil else {
            throw RenderError.invalidSize(size)
        }
        return image
    }

    /// The snapshot's window pixels as a libgd bitmap, for the libgd encoders
    /// (GIF, WebP, BMP, JPEG).
    public func renderBitmap<V: View>(_ view: V) throws -> GDBitmap {
        // The window holds the hosting view, which reads its controller when drawn.
        let (window, hosting) = try host(view)
        defer { withExtendedLifetime(hosting) {} }
        let list = DisplayList(size: size, items: window.layer.displayItems())
        return try GDRenderer.rasterize(list, scale: resolvedScale, isOpaque: isOpaque)
    }

    /// The view in a key window of the request's size, on a screen of the
    /// request's scale (so layout snaps to the pixels the image has).
    private func host<V: View>(_ view: V) throws -> (UIWindow, UIHostingController<V>) {
        try validate()
        let window = UIWindow(frame: CGRect(origin: origin, size: size))
        let screen = UIScreen()
        screen.scale = resolvedScale
        window.screen = screen
        let hosting = UIHostingController(rootView: view)
        hosting.view.frame = CGRect(origin: .zero, size: size)
        window.addSubview(hosting.view)
        window.makeKeyAndVisible()
        return (window, hosting)
    }
}
#endif
