import Foundation

/// The contrast setting of the colour scheme.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    /// The standard contrast (the default of a render).
    case standard
    /// Increased contrast, as with the "Increase Contrast" accessibility setting.
    case increased
}

extension EnvironmentValues {
    /// The contrast setting: `.standard` (a render uses default accessibility settings).
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
}
