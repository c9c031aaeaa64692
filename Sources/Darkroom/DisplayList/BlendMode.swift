import Foundation

/// Modes for compositing a view with overlapping content, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut
    /// cairo has no "plus darker" operator; Darkroom draws it as `multiply` (the
    /// closest darkening mode) and says so in the README.
    case plusDarker
    /// Additive: cairo's ADD operator.
    case plusLighter
}
