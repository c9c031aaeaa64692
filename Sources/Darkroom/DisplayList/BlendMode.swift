import Foundation

/// Modes for compositing a view with overlapping content, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// The view over what is behind it.
    case normal
    /// Multiplies the colours: darkens.
    case multiply
    /// Inverse multiply: lightens.
    case screen
    /// Multiply or screen, by the colour behind.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Brightens what is behind towards the view's colour.
    case colorDodge
    /// Darkens what is behind towards the view's colour.
    case colorBurn
    /// Soft light.
    case softLight
    /// Multiply or screen, by the view's colour.
    case hardLight
    /// The absolute difference.
    case difference
    /// Like difference, lower in contrast.
    case exclusion
    /// The view's hue with the saturation and luminosity behind.
    case hue
    /// The view's saturation.
    case saturation
    /// The view's hue and saturation.
    case color
    /// The view's luminosity.
    case luminosity
    /// The view only where something is behind it.
    case sourceAtop
    /// What is behind drawn over the view.
    case destinationOver
    /// Erases what is behind where the view is.
    case destinationOut
    /// cairo has no "plus darker" operator; Darkroom draws it as `multiply` (the
    /// closest darkening mode) and says so in the README.
    case plusDarker
    /// Additive: cairo's ADD operator.
    case plusLighter
}
