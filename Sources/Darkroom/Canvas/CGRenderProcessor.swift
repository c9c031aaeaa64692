import Foundation

/// The cairo render processor: hands the drawing closure a `CGContext` in
/// UIKit's orientation (origin top-left, y down, units in points — what
/// `UIGraphicsGetCurrentContext()` gives in the article), records what it draws
/// and rasterises it with cairo in one pass (so runs of thin strokes take the
/// parallel fast path).
public final actor CGRenderProcessor: RenderProcessor {
    /// The cairo processor draws into a `CGContext`.
    public typealias Context = CGContext
    /// Pixels per point used by `render(size:render:)`.
    public nonisolated let scale: CGFloat

    /// Creates a processor that renders at `scale` pixels per point; a scale that is not finite and positive counts as
    /// 1.
    public init(scale: CGFloat = 1) { self.scale = scale.isFinite && scale > 0 ? scale : 1 }

    public nonisolated func render(size: CGSize, render: RenderTask<CGContext>) async -> Image? {
        await self.render(size: size, scale: scale, render: render)
    }

    public nonisolated func render(size: CGSize, scale: CGFloat, render: RenderTask<CGContext>) async -> Image? {
        guard let image = try? await renderImage(size: size, scale: scale, render: render) else { return nil }
        return Image(decorative: image, scale: scale)
    }

    /// The rendered bitmap, or an error saying why there is none.
    public nonisolated func renderImage(size: CGSize, scale: CGFloat, render: RenderTask<CGContext>) async throws
        -> CGImage
    {
        try Self.checkCancellation()
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0, scale.isFinite, scale > 0
        else {
            throw RenderProcessorError.invalidSize(size)
        }
        let sink = RecordingContextSink()
        let context = CGContext(
            sink: sink, size: size, baseTransform: CGAffineTransform(scaleX: scale, y: scale), isDocument: false)
        try Self.checkCancellation()
        await render.task(context, size)
        try Self.checkCancellation()
        let pixels = CGSize(width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))
        let image: CGImage
        do {
            image = try ViewRenderer().rasterize(DisplayList(size: pixels, items: sink.items))
        } catch let error as RenderError {
            throw RenderProcessorError.render(error)
        }
        try Self.checkCancellation()
        return image
    }

    static func checkCancellation() throws {
        if Task.isCancelled { throw RenderProcessorError.cancelled }
    }
}
