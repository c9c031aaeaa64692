import Foundation

/// The working colour space and storage format of a rendered image, as SwiftUI's
/// `ColorRenderingMode`.
///
/// What each mode changes here: nothing in the pixels. cairo 1.16 has no
/// floating-point or linear-light image formats, so every mode composites and
/// stores 8-bit, gamma-encoded sRGB, exactly as `.nonLinear` does on Apple
/// platforms. With `.linear` Apple blends in linear light (gradients and
/// translucent overlaps come out slightly brighter); with `.extendedLinear` it
/// stores 16-bit floats with values outside 0…1. Darkroom keeps the value (it
/// is observed and can be inspected) but does not emulate either.
public enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB, gamma-encoded, clamped to 0…1: Darkroom's only real mode.
    case nonLinear
    /// Linear sRGB on Apple platforms; rendered as `.nonLinear` here.
    case linear
    /// Extended linear sRGB (floats) on Apple platforms; rendered as `.nonLinear` here.
    case extendedLinear
}

extension Image {
    /// The dynamic range an image may use, as SwiftUI's `Image.DynamicRange`.
    /// Darkroom renders 8-bit standard dynamic range whatever is allowed.
    public struct DynamicRange: Hashable, Sendable {
        let level: Int
        /// Standard dynamic range (SDR): HDR content is tone-mapped.
        public static let standard = DynamicRange(level: 0)
        /// Some extended range, kept proportional to standard content.
        public static let constrainedHigh = DynamicRange(level: 1)
        /// The full extended range the display supports.
        public static let high = DynamicRange(level: 2)
    }
}
