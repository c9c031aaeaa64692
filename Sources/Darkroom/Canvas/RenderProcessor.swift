import Foundation

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
