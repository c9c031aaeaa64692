import Foundation

// The semantic styles iOS draws system elements with, in iOS's light and dark colours.

/// The style of separators, as SwiftUI's `SeparatorShapeStyle` (`.separator`): iOS's separator colour.
nonisolated public struct SeparatorShapeStyle: ShapeStyle, Sendable {
    /// The separator style.
    public init() {}
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        Divider.separator._paint(in: environment, bounds: bounds)
    }
}

/// The style of links, as SwiftUI's `LinkShapeStyle` (`.link`): iOS's link colour, system blue.
nonisolated public struct LinkShapeStyle: ShapeStyle, Sendable {
    static let link = Color(light: RGBA(hex: 0x007AFF), dark: RGBA(hex: 0x0984FF), name: "link")
    /// The link style.
    public init() {}
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        Self.link._paint(in: environment, bounds: bounds)
    }
}

/// The style of placeholder text, as SwiftUI's `PlaceholderTextShapeStyle` (`.placeholder`).
nonisolated public struct PlaceholderTextShapeStyle: ShapeStyle, Sendable {
    /// The placeholder text style.
    public init() {}
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        ControlColors.placeholder._paint(in: environment, bounds: bounds)
    }
}

/// The style of fills behind controls, as SwiftUI's `FillShapeStyle` (`.fill`): iOS's system fill.
nonisolated public struct FillShapeStyle: ShapeStyle, Sendable {
    /// The fill style.
    public init() {}
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        ControlColors.track._paint(in: environment, bounds: bounds)
    }
}

/// The style of selected content, as SwiftUI's `SelectionShapeStyle` (`.selection`): the tint, as iOS draws a
/// focused selection.
nonisolated public struct SelectionShapeStyle: ShapeStyle, Sendable {
    /// The selection style.
    public init() {}
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        TintShapeStyle()._paint(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// iOS's separator colour.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
extension ShapeStyle where Self == LinkShapeStyle {
    /// iOS's link colour.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// iOS's placeholder text colour.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
extension ShapeStyle where Self == FillShapeStyle {
    /// iOS's system fill.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
extension ShapeStyle where Self == SelectionShapeStyle {
    /// The selection colour: the tint.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
