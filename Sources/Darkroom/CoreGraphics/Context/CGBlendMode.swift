import Foundation

/// Compositing operations, as Core Graphics' `CGBlendMode`.
///
/// The separable and non-separable blend modes and the Porter-Duff modes SwiftUI's
/// `BlendMode` has map onto it; `clear`, `copy`, `sourceIn`, `sourceOut`,
/// `destinationIn`, `destinationAtop` and `xor` have no `BlendMode` counterpart
/// and draw as `normal` (documented in the README).
public enum CGBlendMode: Int32, Sendable, Hashable {
    /// Source over destination.
    case normal = 0
    /// Multiplies the colours: darkens.
    case multiply
    /// Inverse multiply: lightens.
    case screen
    /// Multiply or screen, by the destination.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Brightens the destination towards the source.
    case colorDodge
    /// Darkens the destination towards the source.
    case colorBurn
    /// Soft light.
    case softLight
    /// Multiply or screen, by the source.
    case hardLight
    /// The absolute difference.
    case difference
    /// Like difference, lower in contrast.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation.
    case saturation
    /// The source's hue and saturation.
    case color
    /// The source's luminosity.
    case luminosity
    /// Porter-Duff clear; draws as `normal` (no `BlendMode` counterpart).
    case clear
    /// Porter-Duff copy; draws as `normal`.
    case copy
    /// Porter-Duff source-in; draws as `normal`.
    case sourceIn
    /// Porter-Duff source-out; draws as `normal`.
    case sourceOut
    /// Source where the destination is.
    case sourceAtop
    /// Destination over source.
    case destinationOver
    /// Porter-Duff destination-in; draws as `normal`.
    case destinationIn
    /// Removes the destination where the source is.
    case destinationOut
    /// Porter-Duff destination-atop; draws as `normal`.
    case destinationAtop
    /// Porter-Duff xor; draws as `normal`.
    case xor
    /// Adds, then subtracts one: darkens.
    case plusDarker
    /// Adds the colours: lightens.
    case plusLighter

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
