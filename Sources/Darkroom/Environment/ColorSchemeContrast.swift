import Foundation

/// The contrast setting of the colour scheme.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    /// The standard contrast (the default of a render).
    case standard
    /// Increased contrast, as with the "Increase Contrast" accessibility setting.
    case increased
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}

extension EnvironmentValues {
    /// The contrast setting: `.standard` unless set. Settable in Darkroom (SwiftUI reads it from the
    /// device): `.increased` picks the high-contrast variants of asset catalog colours and images.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
