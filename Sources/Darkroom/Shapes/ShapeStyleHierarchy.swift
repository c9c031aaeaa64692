import Foundation

// A style's lower hierarchy levels and its blend mode, as SwiftUI declares them on every `ShapeStyle` (iOS 17):
// `Color.red.secondary` is red at the opacity the secondary level gives a custom foreground colour.

extension ShapeStyle {
    /// The second level of this style: the style at 60 % opacity, as the hierarchy draws a custom colour.
    public var secondary: some ShapeStyle { opacity(0.6) }
    /// The third level of this style: the style at 30 % opacity.
    public var tertiary: some ShapeStyle { opacity(0.3) }
    /// The fourth level of this style: the style at 18 % opacity.
    public var quaternary: some ShapeStyle { opacity(0.18) }
    /// This style drawn with `mode`. A paint in Darkroom's display list carries no blend mode, so the style is
    /// drawn with normal blending; `View.blendMode(_:)` blends a whole view.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { self }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style at a fraction of its opacity.
    public static func opacity(_ opacity: Double) -> some ShapeStyle { ForegroundStyle().opacity(opacity) }
    /// The foreground style drawn with `mode` (drawn with normal blending: see `blendMode(_:)`).
    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle { ForegroundStyle() }
}
