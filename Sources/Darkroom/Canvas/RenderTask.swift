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
