import Foundation

/// A background material, as SwiftUI's `Material`: a translucent layer over the content behind it.
///
/// iOS blurs the content behind a material and tints it; Darkroom draws the tint, with iOS's opacity for each
/// thickness and colour scheme, over the content behind without blurring it. Over a flat background (the usual
/// bar, sheet or card) the blur changes nothing and the picture matches; over an image or varied content behind
/// it, the content shows through sharp instead of blurred (docs/support.md).
nonisolated public struct Material: Sendable, ShapeStyle {
    /// The tint's opacity in light and in dark mode.
    let light: Double
    let dark: Double

    /// The regular material.
    public static let regular = Material(light: 0.72, dark: 0.74)
    /// A material more opaque than regular.
    public static let thick = Material(light: 0.86, dark: 0.86)
    /// A material more translucent than regular.
    public static let thin = Material(light: 0.56, dark: 0.6)
    /// The most translucent material.
    public static let ultraThin = Material(light: 0.36, dark: 0.42)
    /// The most opaque material.
    public static let ultraThick = Material(light: 0.94, dark: 0.92)
    /// The material of toolbars and tab bars.
    public static let bar = Material(light: 0.8, dark: 0.8)

    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        // iOS's light materials tint towards white, its dark ones towards a near-black grey.
        switch environment.colorScheme {
        case .light: .color(RGBA(red: 0.98, green: 0.98, blue: 0.98, alpha: light))
        case .dark: .color(RGBA(red: 0.11, green: 0.11, blue: 0.12, alpha: dark))
        }
    }
}

extension ShapeStyle where Self == Material {
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A material more opaque than regular.
    public static var thickMaterial: Material { .thick }
    /// A material more translucent than regular.
    public static var thinMaterial: Material { .thin }
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of toolbars and tab bars.
    public static var bar: Material { .bar }
}

private struct BackgroundMaterialKey: EnvironmentKey { static let defaultValue: Material? = nil }

extension EnvironmentValues {
    /// The material the view is drawn on, if any (set by the containers that draw one).
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}
