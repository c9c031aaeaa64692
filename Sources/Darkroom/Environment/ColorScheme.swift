import Foundation

/// The possible color schemes.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// The light colour scheme; the default.
    case light
    /// The dark colour scheme.
    case dark
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue: ColorScheme = .light }

extension EnvironmentValues {
    /// The colour scheme of the render, `.light` by default; adaptive colours and system styles follow it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
