import Foundation

private struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// The style `background()` and `background(in:)` fill with; `nil` means the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style backgrounds below draw with (`background()`, `background(in:)`).
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment { $0.backgroundStyle = AnyShapeStyle(style) }
    }
    /// Fills the view's frame with the current background style (white, or iOS's
    /// dark system background in dark mode, unless `backgroundStyle` set one).
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundShapeStyle())
    }
}

/// The current background style, as SwiftUI's `BackgroundStyle` (`.background`).
nonisolated public struct BackgroundShapeStyle: ShapeStyle {
    /// Creates the style that paints the current background: the environment's `backgroundStyle`, else the
    /// system background (white, or black in dark mode).
    public init() {}
    /// iOS's `systemBackground`: white, #000000 in dark mode.
    static let systemBackground = Color(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x000000), name: "systemBackground")
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        (environment.backgroundStyle ?? AnyShapeStyle(Self.systemBackground))._paint(in: environment, bounds: bounds)
    }
}
