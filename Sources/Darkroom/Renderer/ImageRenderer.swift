import Foundation

/// The working colour space and storage format of a rendered image.
///
/// cairo 1.16 has no floating-point image formats: every mode renders 8-bit
/// sRGB. The mode is kept so code compiles and can be inspected; see README.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// An object that creates images from views, as SwiftUI's `ImageRenderer`.
///
/// It renders with the default environment (not the caller's), at `scale` 1
/// unless told otherwise, proposing `proposedSize` (the ideal size by default).
/// `objectWillChange` fires when an image it produced has gone out of date: once
/// per produced image, never before the first, never while
/// `isObservationEnabled` is false.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    public nonisolated(unsafe) let objectWillChange = ObservableObjectPublisher()

    /// The root view rendered by this renderer.
    public var content: Content { didSet { invalidate() } }
    /// The size proposed to the root view.
    public var proposedSize: ProposedViewSize = .unspecified { didSet { invalidate() } }
    /// Pixels per point of the image.
    public var scale: CGFloat = 1 { didSet { invalidate() } }
    /// A fixed image size in points, or `nil` for the content's own size. When set
    /// (DarkroomCompat's backported `init(content:size:scale:)` sets it), the
    /// content is proposed this size and centred in it, as in a legacy window.
    public var canvasSize: CGSize? { didSet { invalidate() } }
    /// Whether the image is fully opaque (transparent areas then come out black).
    public var isOpaque = false { didSet { invalidate() } }
    /// The working colour space and storage format of the image.
    public var colorMode: ColorRenderingMode = .nonLinear { didSet { invalidate() } }
    /// Whether observers are told when the produced image goes out of date.
    public var isObservationEnabled = true

    private var hasCurrentImage = false

    /// Creates a renderer for a view.
    public init(content view: Content) { content = view }

    private func invalidate() {
        guard hasCurrentImage else { return }
        hasCurrentImage = false
        if isObservationEnabled { objectWillChange.send() }
    }

    var pipeline: ViewRenderer {
        var options = RenderOptions(proposedSize: proposedSize, scale: scale, isOpaque: isOpaque)
        options.canvasSize = canvasSize
        return ViewRenderer(options: options)
    }

    /// The view rasterised, or `nil` when it cannot be rendered (empty view,
    /// invalid scale or size); `ViewRenderer.image(_:)` says why with an error.
    public var cgImage: CGImage? {
        defer { hasCurrentImage = true }
        return try? pipeline.image(content)
    }

    /// The view rasterised as a `UIImage` whose `scale` is the renderer's.
    public var uiImage: UIImage? {
        guard let image = cgImage else { return nil }
        return UIImage(cgImage: image, scale: scale)
    }

    /// Hands `renderer` the view's size and a function that draws the view into
    /// a `CGContext` (upright, bottom-left at the context's current origin).
    /// Raster effects (shadows) are drawn at `rasterizationScale` pixels per point.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        defer { hasCurrentImage = true }
        let list: DisplayList
        do { list = try pipeline.displayList(content) } catch {
            renderer(.zero, { _ in })
            return
        }
        renderer(list.size) { context in context.draw(list, rasterizationScale: rasterizationScale) }
    }
}
