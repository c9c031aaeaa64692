import Foundation

/// The background style of the current context (`.background`): the system background,
/// white in light mode and black in dark mode.
public struct BackgroundStyle: ShapeStyle, Sendable {
    /// Creates the background style; it resolves against the environment's colour scheme when drawn.
    public init() {}
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        let colour = environment.colorScheme == .dark ? RGBA(hex: 0x000000) : RGBA(hex: 0xFFFFFF)
        return .color(colour)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
