import Foundation

/// AppKit's drawing context type, present so `cgImage(forProposedRect:context:hints:)`
/// call sites compile; Darkroom draws through `CGContext`.
public final class NSGraphicsContext: @unchecked Sendable {
    /// The Core Graphics context this context draws into.
    public let cgContext: CGContext
    /// Creates a drawing context over a Core Graphics context; the `flipped` flag is accepted and not used.
    public init(cgContext: CGContext, flipped: Bool) { self.cgContext = cgContext }
}
