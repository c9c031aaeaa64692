import Foundation

/// AppKit's image representation namespace (its hint keys).
public enum NSImageRep {
    /// Keys of the hints dictionary passed to `NSImage.cgImage(forProposedRect:context:hints:)`.
    public struct HintKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The interpolation quality hint; accepted and not used.
        public static let interpolation = HintKey(rawValue: "NSImageHintInterpolation")
        /// The current transformation matrix hint; accepted and not used.
        public static let ctm = HintKey(rawValue: "NSImageHintCTM")
    }
}
