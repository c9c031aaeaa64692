import Foundation

/// Why the cairo processor stopped.
public enum RenderProcessorError: Error, Sendable, Equatable {
    /// The task was cancelled (a newer render replaced it).
    case cancelled
    /// The size or scale cannot be rendered.
    case invalidSize(CGSize)
    /// cairo failed.
    case render(RenderError)
}
