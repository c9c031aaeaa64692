import Foundation

/// A shadow that a shape style draws with what it paints, as SwiftUI's `ShadowStyle`:
/// `.fill(.blue.shadow(.drop(radius: 4)))` or `.fill(.shadow(.inner(radius: 3)))`.
///
/// Drawn for shapes filled or stroked with the style: a drop shadow beneath the shape, an inner shadow inside a
/// filled shape along its edges. Text drawn in a shadowed style, and inner shadows of stroked shapes, are drawn
/// without their shadow (docs/support.md).
nonisolated public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    /// A shadow beneath the shape: its silhouette in `color`, blurred by `radius` and moved by (`x`, `y`).
    public static func drop(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// A shadow inside the shape, cast by its edges as if the shape were a hole: `color`, blurred by `radius`
    /// and moved by (`x`, `y`).
    public static func inner(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// The display items that draw `item` (a fill or stroke of `path`) with this shadow.
    func apply(to item: DisplayItem, path: Path, fillStyle: FillStyle, environment: EnvironmentValues)
        -> DisplayItem
    {
        let shadow = Shadow(color: color.resolve(in: environment), radius: radius, offset: offset)
        var group = DisplayGroup(items: [item])
        guard kind == .inner, case .fill = item else {
            group.shadow = shadow
            return .group(group)
        }
        // The inner shadow is the drop shadow of everything outside the shape, seen through the shape: a frame
        // around the shape with the shape as its hole casts it, and the clip to the shape hides the frame.
        let reach = shadow.radius * 3 + abs(shadow.offset.width) + abs(shadow.offset.height) + 1
        let c = shadow.color
        let opaque = RGBA(red: c.red, green: c.green, blue: c.blue, alpha: 1)
        var frame = Path()
        frame.addRect(path.boundingRect.insetBy(dx: -reach, dy: -reach))
        frame.addPath(path)
        var caster = DisplayGroup(items: [.fill(frame, .color(opaque), FillStyle(eoFill: true))])
        caster.shadow = shadow
        group.items.append(.group(caster))
        group.clips = [ClipPath(path: path, style: fillStyle)]
        return .group(group)
    }
}

/// A shape style that draws its base style with a shadow (`ShapeStyle.shadow(_:)`).
nonisolated struct ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle

    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        base._paint(in: environment, bounds: bounds)
    }
}

/// A style that asks the shapes drawn with it for a shadow.
protocol ShadowCarryingStyle {
    var carriedShadow: ShadowStyle? { get }
}

extension ShadowedShapeStyle: ShadowCarryingStyle {
    var carriedShadow: ShadowStyle? { shadow }
}

extension AnyShapeStyle: ShadowCarryingStyle {
    var carriedShadow: ShadowStyle? { (base as? ShadowCarryingStyle)?.carriedShadow }
}

extension ShapeStyle {
    /// This style, drawn with `style`'s shadow by the shapes it fills or strokes.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { ShadowedShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The current foreground style, drawn with `style`'s shadow by the shapes it fills or strokes.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ShadowedShapeStyle(base: ForegroundStyle(), shadow: style)
    }
}
