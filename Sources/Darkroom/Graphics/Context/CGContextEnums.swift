import Foundation

/// Image sampling quality for `CGContext.draw(_:in:)`.
public enum CGInterpolationQuality: Int32, Sendable, Hashable {
    case `default` = 0, none = 1, low = 2, high = 3, medium = 4

    package var imageInterpolation: ImageInterpolation {
        switch self {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .high, .default: .high
        }
    }
}

/// Rules for deciding which areas of a path are inside.
public enum CGPathFillRule: Int, Sendable, Hashable { case winding = 0, evenOdd = 1 }

/// How `drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable, Hashable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

/// Compositing operations, as Core Graphics' `CGBlendMode`.
///
/// The separable and non-separable blend modes and the Porter-Duff modes SwiftUI's
/// `BlendMode` has map onto it; `clear`, `copy`, `sourceIn`, `sourceOut`,
/// `destinationIn`, `destinationAtop` and `xor` have no `BlendMode` counterpart
/// and draw as `normal` (documented in the README).
public enum CGBlendMode: Int32, Sendable, Hashable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter

    var blendMode: BlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor: .normal
        }
    }
}
