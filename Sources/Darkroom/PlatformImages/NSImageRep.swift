import Foundation

/// One representation of an image's pixels, as AppKit's `NSImageRep`; `NSBitmapImageRep`
/// (DarkroomCompat) holds a bitmap.
open class NSImageRep: @unchecked Sendable {
    /// Keys of the hints dictionary passed to `NSImage.cgImage(forProposedRect:context:hints:)`.
    public struct HintKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The interpolation quality hint; accepted and not used.
        public static let interpolation = HintKey(rawValue: "NSImageHintInterpolation")
        /// The current transformation matrix hint; accepted and not used.
        public static let ctm = HintKey(rawValue: "NSImageHintCTM")
    }

    /// The representation's size in points.
    open var size: CGSize = .zero
    /// Its width in pixels.
    open var pixelsWide: Int = 0
    /// Its height in pixels.
    open var pixelsHigh: Int = 0
    /// Whether it has an alpha channel.
    open var hasAlpha = true
    /// Whether every pixel is opaque.
    open var isOpaque = false
    /// Bits per colour sample.
    open var bitsPerSample = 8

    /// An empty representation.
    public init() {}

    /// The representation's pixels as a bitmap; the base class has none.
    open func cgImage(forProposedRect proposedDestRect: UnsafeMutablePointer<CGRect>?, context: NSGraphicsContext?,
                      hints: [NSImageRep.HintKey: Any]?) -> CGImage? { nil }
}
