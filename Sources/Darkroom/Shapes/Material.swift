import Foundation

/// A background material (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`), as SwiftUI's `Material`.
///
/// SwiftUI blurs what lies behind a material and tints it. Darkroom draws the tint only — iOS's system
/// background at the material's opacity (white in light mode, #1C1C1E in dark mode) — over an unblurred
/// backdrop: text on a material stays legible and the layout is the same, but the frosted look is missing
/// (docs/support.md). The opacities are approximations of iOS's materials, thinnest to thickest.
public struct Material: ShapeStyle, Sendable {
    /// How much of the tint covers the backdrop, 0…1.
    let opacity: Double

    private init(opacity: Double) { self.opacity = opacity }

    /// A material that's somewhat translucent.
    public static let regular = Material(opacity: 0.72)
    /// A material that's more opaque than translucent.
    public static let thick = Material(opacity: 0.85)
    /// A material that's more translucent than opaque.
    public static let thin = Material(opacity: 0.6)
    /// A mostly translucent material.
    public static let ultraThin = Material(opacity: 0.42)
    /// A mostly opaque material.
    public static let ultraThick = Material(opacity: 0.93)
    /// The material of bars: toolbars, tab bars and navigation bars.
    public static let bar = Material(opacity: 0.82)

    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        let tint = environment.colorScheme == .dark ? RGBA(hex: 0x1C1C1E) : RGBA(hex: 0xFFFFFF)
        return .color(RGBA(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha * opacity))
    }
}

extension ShapeStyle where Self == Material {
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars: toolbars, tab bars and navigation bars.
    public static var bar: Material { .bar }
}

private struct BackgroundMaterialKey: EnvironmentKey { static let defaultValue: Material? = nil }

extension EnvironmentValues {
    /// The material underneath the current view, if any; `nil` by default.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}
