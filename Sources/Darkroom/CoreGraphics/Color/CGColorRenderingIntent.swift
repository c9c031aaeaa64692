import Foundation

/// How colours are mapped between spaces; accepted and ignored (everything is sRGB).
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The default rendering intent of the context.
    case defaultIntent = 0
    /// Maps colours exactly, clipping those outside the destination gamut, without adapting the white point.
    case absoluteColorimetric
    /// Maps colours exactly, clipping those outside the destination gamut, adapting the white point.
    case relativeColorimetric
    /// Preserves the visual relation between colours by compressing the gamut, for photographs.
    case perceptual
    /// Preserves the relative saturation of colours, for business graphics.
    case saturation
}
