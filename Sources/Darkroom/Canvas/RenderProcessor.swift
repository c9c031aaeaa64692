import Foundation

/// A drawing job for `AsyncCanvas`: a closure that draws into a processor's
/// context (a `CGContext` for the cairo processor) of the given size, off the
/// main actor. Two tasks are equal when they are the same job (same `id`).
public struct RenderTask<Context>: Equatable, Sendable {
    /// The identity of this job; two tasks are equal when their identifiers are.
    public let id: UUID
    /// The drawing closure, given the processor's context and the canvas size in points.
    public let task: @Sendable (Context, CGSize) async -> Void
    /// Creates a drawing job from a closure, with a fresh identifier unless one is given.
    public init(id: UUID = UUID(), task: @escaping @Sendable (Context, CGSize) async -> Void) {
        self.id = id; self.task = task
    }
    public static func == (l: RenderTask, r: RenderTask) -> Bool { l.id == r.id }
}

/// Turns a `RenderTask` into an image, as in Durymanov's "AsyncCanvas in SwiftUI" article.
///
/// Implementations check `Task.isCancelled` between their steps and return `nil`
/// for a cancelled render: a cancelled render produces nothing.
public protocol RenderProcessor: Sendable {
    /// The drawing context the processor hands to a task's closure.
    associatedtype Context
    /// Renders at the processor's own scale.
    func render(size: CGSize, render: RenderTask<Context>) async -> Image?
    /// Renders at `scale` pixels per point (the canvas's display scale).
    func render(size: CGSize, scale: CGFloat, render: RenderTask<Context>) async -> Image?
}

extension RenderProcessor {
    public func render(size: CGSize, scale: CGFloat, render: RenderTask<Context>) async -> Image? {
        await self.render(size: size, render: render)
    }
}

/// Why the cairo processor stopped.
public enum RenderProcessorError: Error, Sendable, Equatable {
    /// The task was cancelled (a newer render replaced it).
    case cancelled
    /// The size or scale cannot be rendered.
    case invalidSize(CGSize)
    /// cairo failed.
    case render(RenderError)
}

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
