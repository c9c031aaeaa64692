import Foundation

/// AppKit's drawing context: a Core Graphics context and how AppKit draws into it.
public final class NSGraphicsContext: @unchecked Sendable {
    /// The Core Graphics context this context draws into.
    public let cgContext: CGContext
    /// Whether y grows downwards (as in a flipped view); AppKit's default is upwards.
    public let isFlipped: Bool
    /// Interpolation for scaled images (kept; Darkroom samples images with high quality).
    public var imageInterpolation: NSImageInterpolation = .default
    /// Whether shapes are antialiased (kept; Darkroom always antialiases).
    public var shouldAntialias = true
    /// The bitmap representation drawn into, for a context made with `init?(bitmapImageRep:)`.
    package var target: AnyObject?

    /// Creates a drawing context over a Core Graphics context; `flipped` says whether its y axis points down.
    public init(cgContext: CGContext, flipped: Bool) { self.cgContext = cgContext; isFlipped = flipped }

    /// Makes pending drawing visible: drawing here is immediate, so nothing is pending.
    public func flushGraphics() {}
}
